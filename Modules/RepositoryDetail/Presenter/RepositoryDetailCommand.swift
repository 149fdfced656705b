/// What a key on the repository detail asks of its Presenter,
/// named as the key table names the request, so the View forwards any of them without a case per key.
public enum RepositoryDetailCommand: String, CaseIterable, Sendable {
    /// `o`: the repository's page in the browser.
    case openInBrowser = "open-in-browser"
    /// `y`: the repository's link to the clipboard.
    case copyLink = "copy-link"
    /// No key (the command palette): the clone URL (https) to the clipboard.
    case copyCloneURL = "copy-clone-url"
    /// `r`: the repository again from GitHub now (conditionally), whatever its age.
    case refresh
    /// `*`: star the repository, or unstar it when you starred it.
    case toggleStar = "toggle-star"
    /// `u`: the owner's repositories.
    case ownerRepositories = "owner-repositories"
    /// `t`: choose one of the repository's topics.
    case chooseTopic = "choose-topic"
    /// `L`: the current search in the repository's main language.
    case languageRepositories = "language-repositories"
    /// `b`: choose the current ref among the branches and tags.
    case chooseRef = "choose-ref"
    /// `f`: the files at the current ref.
    case files
    /// `c`: the history of the current ref.
    case commits
    /// `R`: the releases.
    case releases
    /// `i`: the issues.
    case issues
    /// `p`: the pull requests.
    case pullRequests = "pull-requests"
    /// `a`: the GitHub Actions workflow runs.
    case workflowRuns = "workflow-runs"
    /// `S`: a code search in the repository's files (its query typed first; `repo:` added).
    case searchCode = "search-code"
    /// `C`: clone the repository into a directory asked for.
    case clone = "clone-repository"
}
