import APIClient
import Usecases
import Entities

/// Fetches an issue, its comments and its timeline through `GitHubRequestable` off the UI thread,
/// cached then fresh.
@MainActor
public final class IssueConversationInteractor: IssueConversationUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchIssue(fullName: String, number: Int, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<Issue>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.Issue(owner: parts.owner, name: parts.name, number: number), freshness: freshness,
                         client: client, cancellation: token, shape: { issue, _, _ in issue }, completion: completion)
        return token
    }

    @discardableResult
    public func fetchComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<IssueComment>>, GitHubError>)
                                  -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        let request = GitHubAPI.IssueComments(owner: parts.owner, name: parts.name, number: number,
                                              perPage: min(100, max(1, perPage)), page: page)
        afterThisTurn(page: page, unless: token) { [scheduler, client] in
            scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                             shape: PagedAnswer<IssueComment>.shape(page: page), completion: completion)
        }
        return token
    }

    @discardableResult
    public func fetchTimeline(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<TimelineEvent>>, GitHubError>)
                                  -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        let request = GitHubAPI.IssueTimeline(owner: parts.owner, name: parts.name, number: number,
                                              perPage: min(100, max(1, perPage)), page: page)
        afterThisTurn(page: page, unless: token) { [scheduler, client] in
            scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                             shape: PagedAnswer<TimelineEvent>.shape(page: page), completion: completion)
        }
        return token
    }

    /// Starts the first page at once and a later one once the UI thread's current turn is over:
    /// a later page is asked for from inside the answer of the page before, whose redraw (the
    /// first screen, for page 2) comes at the end of that turn; started at once, its reading and
    /// decoding would share the machine's cores with that redraw. Cancelled meanwhile, it never starts.
    private func afterThisTurn(page: Int, unless token: CancellationToken,
                               _ start: @escaping @MainActor @Sendable () -> Void) {
        if page > 1 {
            scheduler.runOnUIThread {
                if !token.isCancelled { start() }
            }
        } else {
            start()
        }
    }
}
