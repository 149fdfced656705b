import APIClient
import Usecases
import Entities

/// Fetches a file's raw bytes through `GitHubRequestable` off the UI thread, under the
/// freshness asked for; a file too large to show is not fetched when its size is known.
@MainActor
public final class FileContentsInteractor: FileContentsUsecase {
    private let client: GitHubRequestable
    private let scheduler: WorkScheduler
    private let limit: Int

    /// `limit`: the largest file answered with its bytes (`FileContentsLimit.shownBytes` for a
    /// screen, `servedBytes` for `cat` piped); a longer body stops its transfer one byte past it.
    public init(client: GitHubRequestable, scheduler: WorkScheduler, limit: Int = FileContentsLimit.shownBytes) {
        self.client = client
        self.scheduler = scheduler
        self.limit = limit
    }

    @discardableResult
    public func fetchFile(fullName: String, path: String, ref: String?, knownSize: Int?, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        let token = CancellationToken()
        guard let parts = scheduler.repositoryParts(fullName, orFail: completion) else { return token }
        if let knownSize, knownSize > limit {
            scheduler.answer(cancellation: token, work: {
                .success(.fresh(FileContentsAnswer.tooLarge(size: knownSize), source: .cache))
            }, completion: completion)
            return token
        }
        let limit = self.limit
        // One byte past the limit is enough to know the file is too large: the transfer stops there.
        let request = GitHubAPI.FileContents(owner: parts.owner, name: parts.name, filePath: path, ref: ref,
                                             maximumBodyBytes: limit < Int.max ? limit + 1 : limit)
        scheduler.answer(request, freshness: freshness, client: client, cancellation: token,
                         shape: { body, _, _ -> FileContentsAnswer in
                             body.count > limit ? .tooLarge(size: body.count) : .file(bytes: [UInt8](body))
                         },
                         completion: { (result: Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) in
                             if case .failure(.transport(.bodyTooLarge)) = result {
                                 completion(.success(.fresh(.tooLarge(size: nil), source: .network)))
                             } else {
                                 completion(result)
                             }
                         })
        return token
    }
}
