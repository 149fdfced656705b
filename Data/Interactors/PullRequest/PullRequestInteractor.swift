#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Usecases
import Entities

/// Fetches a pull request, its commits, files, reviews, review comments and diff through
/// `GitHubRequestable` off the UI thread, cached then fresh.
@MainActor
public final class PullRequestInteractor: PullRequestUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchPullRequest(fullName: String, number: Int, freshness: AnswerFreshness,
                                 completion: @escaping @MainActor (Result<CachedThenFresh<PullRequest>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.PullRequest(owner: parts.owner, name: parts.name, number: number), freshness: freshness,
                         client: client, cancellation: token, shape: { pull, _, _ in pull }, completion: completion)
        return token
    }

    @discardableResult
    public func fetchCommits(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<Commit>>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.PullRequestCommits(owner: parts.owner, name: parts.name, number: number,
                                                      perPage: Self.perPage(perPage), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<Commit>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchFiles(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<CommitFile>>, GitHubError>)
                               -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.PullRequestFiles(owner: parts.owner, name: parts.name, number: number,
                                                    perPage: Self.perPage(perPage), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<CommitFile>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchReviews(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                             completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<PullRequestReview>>, GitHubError>)
                                 -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.PullRequestReviews(owner: parts.owner, name: parts.name, number: number,
                                                      perPage: Self.perPage(perPage), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<PullRequestReview>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchReviewComments(fullName: String, number: Int, page: Int, perPage: Int, freshness: AnswerFreshness,
                                    completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<ReviewComment>>, GitHubError>)
                                        -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let page = max(1, page)
        scheduler.answer(GitHubAPI.PullRequestReviewComments(owner: parts.owner, name: parts.name, number: number,
                                                             perPage: Self.perPage(perPage), page: page),
                         freshness: freshness, client: client, cancellation: token,
                         shape: PagedAnswer<ReviewComment>.shape(page: page), completion: completion)
        return token
    }

    @discardableResult
    public func fetchDiff(fullName: String, number: Int, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<[UInt8]>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        scheduler.answer(GitHubAPI.PullRequestDiff(owner: parts.owner, name: parts.name, number: number),
                         freshness: freshness, client: client, cancellation: token,
                         shape: { body, _, _ in [UInt8](body) }, completion: completion)
        return token
    }

    /// GitHub's page size bounds (1 to 100).
    private static func perPage(_ asked: Int) -> Int {
        min(100, max(1, asked))
    }
}
