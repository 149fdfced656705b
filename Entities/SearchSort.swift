/// How GitHub sorts repository search results (`sort=` in `GET /search/repositories`);
/// no value means GitHub's best match.
public enum RepositorySearchSort: String, CaseIterable, Sendable {
    case stars
    case forks
    case helpWantedIssues = "help-wanted-issues"
    case updated
}

/// The direction of a sorted search (`order=`); not `SortOrder`, which Foundation already names.
public enum SearchOrder: String, CaseIterable, Sendable {
    case asc
    case desc
}
