import Entities

/// A file's contents, or why they are not shown.
public enum FileContentsAnswer: Equatable, Sendable {
    /// The file's bytes, exactly (binary or not: deciding is the Presenter's).
    case file(bytes: [UInt8])
    /// Larger than the limit asked for: not fetched (when its size was known) or not kept; its
    /// size in bytes, or nil when the transfer was stopped at the limit without knowing it.
    case tooLarge(size: Int?)
}

/// How large a file ghbrowse shows.
public enum FileContentsLimit {
    /// 10 MiB.
    public static let shownBytes = 10 << 20
    /// 100 MiB: the most GitHub's raw media type serves (`ghbrowse cat` piped).
    public static let servedBytes = 100 << 20
}

/// Fetches a file's bytes at a ref (`GET /repos/OWNER/REPO/contents/PATH?ref=REF`, raw).
@MainActor
public protocol FileContentsUsecase: AnyObject {
    /// The file at `path` (`/`-separated) at `ref` (the default branch when nil). `knownSize`
    /// (from the tree) over `FileContentsLimit.shownBytes` answers `.tooLarge` with no request.
    /// A file at a full SHA is stored once and never asked for again.
    @discardableResult
    func fetchFile(fullName: String, path: String, ref: String?, knownSize: Int?, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<FileContentsAnswer>, GitHubError>) -> Void)
        -> Cancellable
}
