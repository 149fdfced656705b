/// What a key on the file view asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum RepositoryFileCommand: String, CaseIterable, Sendable {
    /// `#`: line numbers on or off.
    case toggleLineNumbers = "line-numbers"
    /// `m`: a Markdown file rendered or raw.
    case toggleRendered = "rendered"
    /// `r`: the file again from GitHub now.
    case refresh
    /// `o`: the file on github.com, at the top line shown when it is code or raw text.
    case openInBrowser = "open-in-browser"
    /// `y`: the permalink (at the commit's SHA, with the selected lines or the top line) to the clipboard.
    case copyLink = "copy-link"
    /// `Y`: the link at the branch (the current ref), with the same lines, to the clipboard.
    case copyBranchLink = "copy-branch-link"
    /// `e`: the file in `$VISUAL` / `$EDITOR`.
    case edit
    /// `|`: the file in `$PAGER` (`less -R`).
    case page = "pager"
    /// `B`: the blame beside the lines, or the plain file again.
    case blame
    /// `d`: the file saved to a path the person types.
    case save
}
