#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import RepositoryDetailPresenter
import RepositoryListPresenter
import Usecases
import Routes

/// The fuzz targets' "now".
public struct FixedDate: DateProvider {
    public static let now = Date(timeIntervalSince1970: 1_700_000_000)
    public init() {}
    public var now: Date { Self.now }
}

/// An empty search history whose writes succeed.
@MainActor
final class EmptyHistory: SearchHistoryUsecase {
    func loadHistory(completion: @escaping @MainActor (SearchHistorySnapshot) -> Void) {
        completion(SearchHistorySnapshot(searches: []))
    }

    func record(_ entry: RepositorySearch, completion: @escaping @MainActor (SearchHistoryProblem?) -> Void) {
        completion(nil)
    }
}

/// Where the screens would go: nowhere (a route asked for is counted, not shown).
@MainActor
final class NowhereRouter: RouteWireframe {
    private(set) var routes = 0
    func show(_ route: Route) { routes += 1 }
    func replaceTop(with route: Route) { routes += 1 }
    func closeTop() {}
}

/// A clipboard that copies nothing: the link is shown instead.
@MainActor
public final class NoClipboard: ClipboardUsecase {
    public init() {}

    public func copy(_ text: String, completion: @escaping @MainActor (ClipboardOutcome) -> Void) {
        completion(.unavailable)
    }
}

/// Remembers no repository.
@MainActor
public final class NoRecentRepositories: RecentRepositoriesUsecase {
    public init() {}

    public func loadRecent(completion: @escaping @MainActor ([String]) -> Void) { completion([]) }
    public func recordOpened(_ fullName: String) {}
}

/// A browser that never opens.
@MainActor
public final class NoBrowser: OpenURLUsecase {
    public init() {}

    public func open(url: String, completion: @escaping @MainActor (OpenURLOutcome) -> Void) {
        completion(.failed(reason: "no browser while fuzzing"))
    }
}

/// A star state that is never known: the fuzzed screens run without a token, so it is not asked.
@MainActor
final class NoStars: StarStateUsecase {
    func fetchStarState(fullName: String, completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void)
        -> Cancellable {
        completion(.failure(.transport(.connectionRefused)))
        return CannedUsecases.Done()
    }

    func setStarred(_ starred: Bool, fullName: String,
                    completion: @escaping @MainActor (Result<Bool, GitHubError>) -> Void) -> Cancellable {
        completion(.failure(.transport(.connectionRefused)))
        return CannedUsecases.Done()
    }
}

/// Branches and tags that cannot be listed (the connection is refused).
@MainActor
final class NoRefs: RepositoryRefsUsecase {
    func fetchBranches(fullName: String, page: Int, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Branch>>, GitHubError>) -> Void)
        -> Cancellable {
        completion(.failure(.transport(.connectionRefused)))
        return CannedUsecases.Done()
    }

    func fetchTags(fullName: String, page: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Tag>>, GitHubError>) -> Void)
        -> Cancellable {
        completion(.failure(.transport(.connectionRefused)))
        return CannedUsecases.Done()
    }
}

/// No ref is ever picked: every repository stays on its default branch.
@MainActor
final class DefaultRefOnly: CurrentRefUsecase {
    func currentRef(of fullName: String) -> String? { nil }
    func select(_ place: RepositoryRef) {}
    func observe(_ fullName: String, handler: @escaping @MainActor (String) -> Void) -> Cancellable {
        CannedUsecases.Done()
    }
}
