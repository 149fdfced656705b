import APIClient
import Entities

/// Fetches a README through `GitHubRequestable` off the UI thread: the JSON envelope, decoded
/// from base64; the raw bytes in a second request when the file is too large for the envelope.
/// Offline, a README stored in the response cache is answered instead of the network error.
@MainActor
public final class RepositoryReadmeInteractor: RepositoryReadmeUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler

    public init(client: GitHubRequestable, scheduler: WorkScheduler) {
        self.client = client
        self.scheduler = scheduler
    }

    @discardableResult
    public func fetchReadme(fullName: String,
                            completion: @escaping @MainActor (Result<ReadmeAnswer, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        let owner: String, name: String
        switch RepositoryFullName.split(fullName) {
        case .failure(let error):
            scheduler.runOnUIThread { completion(.failure(error)) }
            return token
        case .success(let parts):
            (owner, name) = parts
        }
        let client = self.client
        scheduler.answer(cancellation: token, work: {
            Self.fetch(owner: owner, name: name, client: client, cancellation: token)
        }, completion: completion)
        return token
    }

    private nonisolated static func fetch(owner: String, name: String, client: GitHubRequestable,
                                          cancellation: CancellationToken) -> Result<ReadmeAnswer, GitHubError> {
        let readme: Readme
        switch client.sendOrStoredCopy(GitHubAPI.Readme(owner: owner, name: name), cancellation: cancellation) {
        case .failure(.notFound):
            return .success(.noReadme)
        case .failure(let error):
            return .failure(error)
        case .success(let response):
            readme = response.value
        }
        switch ReadmeContentDecoder.content(of: readme) {
        case .bytes(let bytes):
            return .success(.readme(bytes: bytes, fileName: readme.name, htmlURL: readme.htmlURL))
        case .undecodable(let reason):
            return .failure(.undecodable(reason))
        case .tooLargeForEnvelope:
            return client.sendOrStoredCopy(GitHubAPI.RawReadme(owner: owner, name: name), cancellation: cancellation)
                .map { .readme(bytes: [UInt8]($0.value), fileName: readme.name, htmlURL: readme.htmlURL) }
        }
    }
}
