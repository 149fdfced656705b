import Entities
import Usecases

/// Fetches the pages of a repository's branches, then of its tags, for the `b` chooser: each
/// page "cached now, fresh later", GitHub's copy kept (the stored one when GitHub cannot be
/// reached), at most `pageLimit` pages of each; answers once, with everything or the first failure.
@MainActor
final class RefChoiceLoader {
    /// Pages of 100 fetched at most for each kind: 300 branches and 300 tags; past that, cut.
    static let pageLimit = 3

    /// What the chooser is made from.
    struct Refs: Equatable {
        var branches: [String] = []
        var tags: [String] = []
        /// Whether GitHub has more than the pages fetched.
        var branchesCut = false
        var tagsCut = false
    }

    private let usecase: RepositoryRefsUsecase
    private let fullName: String
    private let completion: @MainActor (Result<Refs, GitHubError>) -> Void
    private var refs = Refs()
    private var request: Cancellable?
    /// Whether the completion has been called (or the loader cancelled): nothing more happens.
    private var finished = false

    init(usecase: RepositoryRefsUsecase, fullName: String,
         completion: @escaping @MainActor (Result<Refs, GitHubError>) -> Void) {
        self.usecase = usecase
        self.fullName = fullName
        self.completion = completion
    }

    isolated deinit {
        request?.cancel()
    }

    /// Asks for the first page of branches.
    func start() {
        fetchBranches(page: 1)
    }

    func cancel() {
        finished = true
        request?.cancel()
        request = nil
    }

    private func fetchBranches(page: Int) {
        var stored: PagedAnswer<Branch>?
        request = usecase.fetchBranches(fullName: fullName, page: page, freshness: .cachedThenFresh) { [weak self] answer in
            guard let self, !self.finished else { return }
            switch Self.settled(answer, stored: &stored) {
            case .none: return
            case .failure(let error): self.finish(.failure(error))
            case .success(let paged):
                self.refs.branches += paged.items.map(\.name)
                if let next = paged.nextPage, next > page {
                    if page < Self.pageLimit { self.fetchBranches(page: next) } else {
                        self.refs.branchesCut = true
                        self.fetchTags(page: 1)
                    }
                } else {
                    self.fetchTags(page: 1)
                }
            }
        }
    }

    private func fetchTags(page: Int) {
        var stored: PagedAnswer<Tag>?
        request = usecase.fetchTags(fullName: fullName, page: page, freshness: .cachedThenFresh) { [weak self] answer in
            guard let self, !self.finished else { return }
            switch Self.settled(answer, stored: &stored) {
            case .none: return
            case .failure(let error): self.finish(.failure(error))
            case .success(let paged):
                self.refs.tags += paged.items.map(\.name)
                if let next = paged.nextPage, next > page {
                    if page < Self.pageLimit { self.fetchTags(page: next) } else {
                        self.refs.tagsCut = true
                        self.finish(.success(self.refs))
                    }
                } else {
                    self.finish(.success(self.refs))
                }
            }
        }
    }

    /// The page to use once a page has its last answer: GitHub's, else the stored copy when
    /// GitHub failed after it; nil while more is to come (a stored copy, GitHub's to follow).
    private static func settled<Item>(_ answer: Result<CachedThenFresh<PagedAnswer<Item>>, GitHubError>,
                                      stored: inout PagedAnswer<Item>?) -> Result<PagedAnswer<Item>, GitHubError>? {
        switch answer {
        case .success(.cached(let page, _, _)):
            stored = page
            return nil
        case .success(.fresh(let page, _)):
            return .success(page)
        case .failure(let error):
            return stored.map { .success($0) } ?? .failure(error)
        }
    }

    private func finish(_ result: Result<Refs, GitHubError>) {
        finished = true
        request = nil
        completion(result)
    }
}
