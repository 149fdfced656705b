/// What a key on the files screen asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum RepositoryFilesCommand: String, CaseIterable, Sendable {
    /// `←` or Backspace: the parent directory (at the root, back to the repository).
    case parentDirectory = "parent-directory"
    /// `/`: find a path by typing.
    case findPath = "find-path"
    /// `o`: the selected entry (or the directory) on github.com.
    case openInBrowser = "open-in-browser"
    /// `y`: the selected entry's (or the directory's) link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the tree again from GitHub now.
    case refresh
}
