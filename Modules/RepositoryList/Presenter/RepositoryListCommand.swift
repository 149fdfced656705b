/// What a key on the repository list asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum RepositoryListCommand: String, CaseIterable, Sendable {
    /// `/` or Tab in the results: the query field.
    case focusSearch = "focus-search"
    /// `s`: the next sort (best match → stars → forks → help-wanted issues → updated → best match).
    case cycleSort = "cycle-sort"
    /// `S`: the other order (descending ↔ ascending) for a sorted search.
    case flipOrder = "flip-order"
    /// `m`: choose one of your own listings (your stars, your repositories).
    case yourLists = "your-lists"
    /// `f`: the selected repository's files.
    case files
    /// `c`: the selected repository's history.
    case commits
    /// `R`: the selected repository's releases.
    case releases
    /// `i`: the selected repository's issues.
    case issues
    /// `p`: the selected repository's pull requests.
    case pullRequests = "pull-requests"
    /// `a`: the selected repository's GitHub Actions workflow runs.
    case workflowRuns = "workflow-runs"
    /// `*`: star the selected repository, or unstar it when you starred it.
    case toggleStar = "toggle-star"
    /// `y`: the selected repository's link to the clipboard.
    case copyLink = "copy-link"
    /// `r`: the results again from GitHub now (conditionally), whatever their age.
    case refresh
}
