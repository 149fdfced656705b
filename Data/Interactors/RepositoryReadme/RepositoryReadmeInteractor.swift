import APIClient
import Usecases
import Entities

/// Fetches a README through `GitHubRequestable` off the UI thread: the JSON envelope, decoded
/// from base64; the raw bytes in a second request when the file is too large for the envelope.
/// For the command line in one answer (offline, a README stored in the response cache instead
/// of the network error); for the detail screen "cached now, fresh later".
@MainActor
public final class RepositoryReadmeInteractor: RepositoryReadmeUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchReadme(fullName: String, ref: String?, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        let requests = ReadmeRequests(owner: parts.owner, name: parts.name, ref: ref)
        let client = self.client
        // The stored envelope and the one a 304 confirms are decoded once.
        let memo = ReadmeContentMemo()
        let fetch = CacheableFetch<ReadmeAnswer>(
            stored: { requests.stored(in: client, decode: memo.content(of:)) },
            fetch: { freshness, read in
                ReadmeRequests.answer(
                    sendEnvelope: {
                        client.send(requests.envelope, freshness: freshness, reusing: read, cancellation: token)
                    },
                    sendRaw: { client.send(requests.raw, freshness: freshness, cancellation: token) },
                    decode: memo.content(of:))
            })
        scheduler.answer(fetch, freshness: freshness, cancellation: token, completion: completion)
        return token
    }
}
