import Entities

/// What `d` saves: a repository file's bytes at a ref, or a release asset from its download address.
public enum SaveSource: Equatable, Sendable {
    case repositoryFile(fullName: String, path: String, ref: String?)
    /// `url`: the asset's `downloadURL` (its API address, else its `browser_download_url`).
    case releaseAsset(url: String)
}

/// How far a save has come: bytes written, the whole size when the server said it, the rate so far.
public struct SaveProgress: Equatable, Sendable {
    public var bytes: Int64
    public var total: Int64?
    /// Bytes a second since the transfer began (0 at its start).
    public var bytesPerSecond: Double

    public init(bytes: Int64, total: Int64?, bytesPerSecond: Double) {
        self.bytes = bytes
        self.total = total
        self.bytesPerSecond = bytesPerSecond
    }
}

/// What came of a save.
public enum SaveOutcome: Equatable, Sendable {
    /// The file is at `path`, `bytes` long.
    case saved(path: String, bytes: Int64)
    /// Something is at `path` already and overwriting was not asked for: nothing was changed.
    case exists(path: String)
    /// Called off: the partial file is gone.
    case cancelled
    /// Why not; nothing is left behind.
    case failed(SaveFailure)
}

/// Why a save failed.
public enum SaveFailure: Error, Equatable, Sendable {
    /// GitHub's answer, or the transfer.
    case github(GitHubError)
    /// The file system's reason (a path and the system's words), or the target's problem.
    case file(String)
}

/// Saves a file or an asset to a path the person typed: streamed to a temporary name beside the
/// target and renamed when complete, never over an existing file unless `overwrite` is asked;
/// progress reported as it goes (at most a few times a second), cancellable.
@MainActor
public protocol FileSavingUsecase: AnyObject {
    /// True when something (a file, a directory, a link) is at `path` already.
    func exists(_ path: String) -> Bool
    /// True when `path` names a directory.
    func isDirectory(_ path: String) -> Bool
    /// The directories whose path starts with `typed` (its directory listed, hidden ones only when
    /// the typed name starts with `.`), each ending in `/`, sorted.
    func directoryCompletions(of typed: String) -> [String]
    func save(_ source: SaveSource, to path: String, overwrite: Bool,
              progress: @escaping @MainActor (SaveProgress) -> Void,
              completion: @escaping @MainActor (SaveOutcome) -> Void) -> Cancellable
}
