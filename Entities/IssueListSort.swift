/// How a list of issues or pull requests is sorted (`sort=`); its direction is a `SearchOrder`.
/// Pull requests take `popularity` and `long-running` too; issues take `comments`.
public enum IssueListSort: String, CaseIterable, Sendable {
    case created
    case updated
    case comments
}
