import APIClient
import Entities
import Usecases

/// Searches code through `GitHubRequestable` off the UI thread, cached then fresh, with the
/// text-match media type; no next page is announced past GitHub's 1,000th result.
@MainActor
public final class CodeSearchInteractor: CodeSearchUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func searchCode(query: String, fullName: String?, page: Int, perPage: Int, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<CodeSearchAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        let perPage = min(100, max(1, perPage))
        let page = max(1, page)
        let request = GitHubAPI.SearchCode(query: query, fullName: fullName, perPage: perPage, page: page)
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { found, links, rateLimit in
                             Self.answer(found, page: page, perPage: perPage, links: links, rateLimit: rateLimit)
                         }, completion: completion)
        return token
    }

    /// The page as the use case answers it: the next page only while it starts within the cap.
    nonisolated static func answer(_ found: CodeSearchPage, page: Int, perPage: Int, links: PageLinks,
                                   rateLimit: RateLimit?) -> CodeSearchAnswer {
        let (shown, overflow) = page.multipliedReportingOverflow(by: perPage)
        let next = !overflow && shown < CodeSearchAnswer.resultCap ? links.next : nil
        return CodeSearchAnswer(page: PagedAnswer(items: found.items, page: page, nextPage: next, lastPage: links.last,
                                                  rateLimit: rateLimit),
                                totalCount: found.totalCount, incompleteResults: found.incompleteResults)
    }
}
