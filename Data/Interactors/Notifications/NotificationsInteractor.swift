import APIClient
import Usecases
import Entities

/// Your notifications through `GitHubRequestable` (the response cache with its
/// `If-Modified-Since`, and the rate gates) off the UI thread. The poll interval is read from the
/// stored copy itself (its `x-poll-interval` and its age), so it holds across screens and
/// processes alike: while the copy is younger than the interval, GitHub is not asked.
@MainActor
public final class NotificationsInteractor: NotificationsUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler
    private let perPage: Int

    public init(client: GitHubRequestable, scheduler: WorkScheduler, perPage: Int = 50) {
        self.client = client
        self.scheduler = scheduler
        self.perPage = min(100, max(1, perPage))
    }

    @discardableResult
    public func fetchNotifications(all: Bool, page: Int, freshness: AnswerFreshness,
                                   completion: @escaping @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        let request = GitHubAPI.Notifications(all: all, perPage: perPage, page: max(1, page))
        scheduler.answer(NotificationPolling.fetch(request, client: client, cancellation: token), freshness: freshness,
                         cancellation: token, completion: completion)
        return token
    }

    @discardableResult
    public func mark(threadID: String, as mark: NotificationMark,
                     completion: @escaping @MainActor (Result<Void, GitHubError>) -> Void) -> Cancellable {
        let token = CancellationToken()
        let request = GitHubAPI.NotificationThreadMark(threadID: threadID, mark: mark == .read ? .read : .done)
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            client.send(request, freshness: .networkOnly, cancellation: token).map { _ in () }
        }, completion: completion)
        return token
    }
}
