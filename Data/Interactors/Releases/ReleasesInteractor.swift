import APIClient
import Usecases
import Entities

/// Fetches pages of releases, the latest release and one by id through `GitHubRequestable` off the UI thread.
@MainActor
public final class ReleasesInteractor: ReleasesUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchReleases(fullName: String, page: Int, perPage: Int, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Release>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.Releases(owner: parts.owner, name: parts.name, perPage: min(100, max(1, perPage)),
                                            page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<Release>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchLatestRelease(fullName: String, freshness: AnswerFreshness,
                                   completion: @escaping @MainActor (Result<CachedThenFresh<Release?>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let request = GitHubAPI.LatestRelease(owner: parts.owner, name: parts.name)
        let client = self.client
        let fetch = CacheableFetch<Release?>(
            stored: { client.cached(request).map { $0.replacingValue(with: Optional($0.value)) } },
            fetch: { freshness, _ in
                switch client.send(request, freshness: freshness, cancellation: token) {
                case .success(let response): return .success(SourcedValue(value: response.value, source: response.source))
                case .failure(.notFound): return .success(SourcedValue(value: nil, source: .network))
                case .failure(let error): return .failure(error)
                }
            })
        scheduler.answer(fetch, freshness: freshness, cancellation: token, completion: completion)
        return token
    }

    @discardableResult
    public func fetchRelease(fullName: String, id: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fetchRelease(fullName: fullName, freshness: freshness, completion: completion) {
            GitHubAPI.ReleaseByID(owner: $0, name: $1, id: id)
        }
    }

    @discardableResult
    public func fetchRelease(fullName: String, tag: String, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void)
        -> Cancellable {
        fetchRelease(fullName: fullName, freshness: freshness, completion: completion) {
            GitHubAPI.ReleaseByID(owner: $0, name: $1, tag: tag)
        }
    }

    private func fetchRelease(fullName: String, freshness: AnswerFreshness,
                              completion: @escaping @MainActor (Result<CachedThenFresh<Release>, GitHubError>) -> Void,
                              request: (String, String) -> GitHubAPI.ReleaseByID) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(request(parts.owner, parts.name),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { release, _, _ in release }, completion: completion)
        return token
    }
}
