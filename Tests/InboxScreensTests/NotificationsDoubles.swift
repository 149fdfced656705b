import Foundation
import Entities
import NotificationsPresenter
import Usecases
import TestSupport

/// Records what the notifications screen was shown.
@MainActor
final class NotificationsViewSpy: NotificationsDisplay {
    private(set) var models: [NotificationsViewModel] = []
    var last: NotificationsViewModel { models.last ?? NotificationsViewModel() }

    func display(_ viewModel: NotificationsViewModel) {
        models.append(viewModel)
    }
}

/// Records the notification fetches and marks; the test answers them.
@MainActor
final class NotificationsUsecaseMock: NotificationsUsecase {
    struct FetchCall {
        var all: Bool
        var page: Int
        var freshness: AnswerFreshness
        var completion: @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void
    }

    struct MarkCall {
        var threadID: String
        var mark: NotificationMark
        var completion: @MainActor (Result<Void, GitHubError>) -> Void
    }

    var fetchCalls: [FetchCall] = []
    var markCalls: [MarkCall] = []

    func fetchNotifications(all: Bool, page: Int, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        fetchCalls.append(FetchCall(all: all, page: page, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    func mark(threadID: String, as mark: NotificationMark,
              completion: @escaping @MainActor (Result<Void, GitHubError>) -> Void) -> Cancellable {
        markCalls.append(MarkCall(threadID: threadID, mark: mark, completion: completion))
        return CancellableSpy()
    }
}

/// Notification threads to answer with.
enum SampleNotifications {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func thread(_ id: String, type: String = "PullRequest", url: String? = "https://api.github.com/repos/o/r/pulls/7",
                       title: String = "Fix it", reason: String = "review_requested", unread: Bool = true) -> NotificationThread {
        NotificationThread(id: id, repositoryFullName: "o/r", subjectType: type, subjectTitle: title, subjectURL: url,
                           reason: reason, unread: unread, updatedAt: now.addingTimeInterval(-7_200))
    }

    static func answer(_ threads: [NotificationThread], wait: Int? = nil) -> NotificationsAnswer {
        NotificationsAnswer(page: PagedAnswer(items: threads, page: 1), pollInterval: 60, pollWait: wait)
    }
}
