#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Usecases
import Entities
import ResponseCache

/// `AccountUsecase` over `GitHubRequestable`, off the UI thread, never from the cache.
@MainActor
public final class AccountInteractor: AccountUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchViewer(completion: @escaping @MainActor (Result<Viewer, GitHubError>) -> Void) -> Cancellable {
        let token = CancellationToken()
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            client.send(GitHubAPI.AuthenticatedUser(), freshness: .networkOnly, cancellation: token).map { response in
                Viewer(login: response.value.login, scopes: response.oauthScopes.map(Self.scopes))
            }
        }, completion: completion)
        return token
    }

    @discardableResult
    public func fetchRateBudgets(completion: @escaping @MainActor (Result<RateBudgets, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            client.send(GitHubAPI.RateLimits(), freshness: .networkOnly, cancellation: token).map { response in
                RateBudgets(core: Self.budget(response.value.resources["core"], named: "core"),
                            search: Self.budget(response.value.resources["search"], named: "search"))
            }
        }, completion: completion)
        return token
    }

    /// `repo, read:org` → ["repo", "read:org"]; an empty header is no scopes at all.
    nonisolated static func scopes(_ header: String) -> [String] {
        header.split(separator: ",").map { part in
            String(part.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }.filter { !$0.isEmpty }
    }

    nonisolated static func budget(_ resource: RateLimitResources.Resource?, named name: String) -> RateLimit? {
        resource.map {
            RateLimit(limit: $0.limit, remaining: $0.remaining, resetAt: Date(timeIntervalSince1970: Double($0.reset)),
                      resource: name)
        }
    }
}
