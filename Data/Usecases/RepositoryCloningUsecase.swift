/// What came of a `git clone`.
public enum CloneOutcome: Equatable, Sendable {
    /// The repository is at `path`.
    case cloned(path: String)
    /// git could not be started, or ended in failure: its last message (as git wrote it, unsanitized).
    case failed(String)
}

/// `C` on a repository: `git clone` run with an argument vector (never a shell) off the UI thread,
/// over https, or ssh when git's or gh's configuration asks for it; git's progress lines as it
/// writes them; the path checks and Tab's directory completions on the file system.
@MainActor
public protocol RepositoryCloningUsecase: AnyObject {
    /// True when `path` is a directory with something in it, or a file: git would refuse it.
    func isOccupied(_ path: String) -> Bool
    /// The directories whose path starts with `typed`, each ending in `/`, sorted.
    func directoryCompletions(of typed: String) -> [String]
    /// Clones `fullName` (`owner/name`) into `path`; `progress` hears git's lines (unsanitized).
    func clone(_ fullName: String, into path: String, progress: @escaping @MainActor (String) -> Void,
               completion: @escaping @MainActor (CloneOutcome) -> Void) -> Cancellable
}
