import Entities
import Usecases

/// Answers the file contents use case by hand: each call is kept with its completion.
@MainActor
public final class FileContentsUsecaseMock: FileContentsUsecase {
    public struct Call {
        public let path: String
        public let ref: String?
        public let knownSize: Int?
        public let freshness: AnswerFreshness
        public let completion: @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void
    }

    public var calls: [Call] = []

    public init() {}

    public func fetchFile(fullName: String, path: String, ref: String?, knownSize: Int?, freshness: AnswerFreshness,
                          completion: @escaping @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(path: path, ref: ref, knownSize: knownSize, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    /// Answers the last call with `text`'s bytes, fresh from the network.
    public func answer(_ text: String) {
        calls.last?.completion(.success(.fresh(.file(bytes: Array(text.utf8)), source: .network)))
    }
}

/// Answers the blame use case by hand: each call is kept with its completion.
@MainActor
public final class BlameUsecaseMock: BlameUsecase {
    public struct Call {
        public let fullName: String
        public let path: String
        public let ref: String
        public let freshness: AnswerFreshness
        public let completion: @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void
    }

    public var calls: [Call] = []

    public init() {}

    public func fetchBlame(fullName: String, path: String, ref: String, freshness: AnswerFreshness,
                           completion: @escaping @MainActor (Result<CachedThenFresh<Blame>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(fullName: fullName, path: path, ref: ref, freshness: freshness, completion: completion))
        return CancellableSpy()
    }

    /// Answers the last call with `blame`, fresh from the network.
    public func answer(_ blame: Blame) {
        calls.last?.completion(.success(.fresh(blame, source: .network)))
    }
}
