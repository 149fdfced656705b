import Entities

/// Your notification threads (`GET /notifications`), polled no more often than GitHub's
/// `X-Poll-Interval` allows, and marking a thread read or done.
@MainActor
public protocol NotificationsUsecase: AnyObject {
    /// Page `page` (from 1) of your threads, read ones too when `all`. Asked conditionally
    /// (`If-Modified-Since`); while the stored copy is younger than the poll interval GitHub
    /// gave with it, answered from the cache alone with `NotificationsAnswer.pollWait` set.
    @discardableResult
    func fetchNotifications(all: Bool, page: Int, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<NotificationsAnswer>, GitHubError>) -> Void)
        -> Cancellable

    /// Marks thread `id` read (`PATCH`) or done (`DELETE`); answers once. Never retried: a
    /// failure is the caller's to say.
    @discardableResult
    func mark(threadID: String, as mark: NotificationMark,
              completion: @escaping @MainActor (Result<Void, GitHubError>) -> Void) -> Cancellable
}

/// What becomes of a notification thread.
public enum NotificationMark: Sendable, Equatable {
    /// Read (`PATCH /notifications/threads/ID`): it stays in the list with `all`.
    case read
    /// Done (`DELETE /notifications/threads/ID`): it leaves the inbox.
    case done
}

/// A page of notification threads and what GitHub said of polling it.
public struct NotificationsAnswer: Equatable, Sendable {
    public var page: PagedAnswer<NotificationThread>
    /// The seconds GitHub asks between polls (`X-Poll-Interval`, 60 when it said nothing).
    public var pollInterval: Int
    /// When GitHub was not asked because the poll interval has not passed: the seconds left.
    public var pollWait: Int?

    public init(page: PagedAnswer<NotificationThread>, pollInterval: Int = 60, pollWait: Int? = nil) {
        self.page = page
        self.pollInterval = pollInterval
        self.pollWait = pollWait
    }
}
