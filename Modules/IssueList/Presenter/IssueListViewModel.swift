import PresentationKit

/// Everything an issue list draws: its breadcrumb (`github › cli/cli › issues`), the issues or pull
/// requests, a sentence instead of them, the status line.
public typealias IssueListViewModel = ListViewModel<IssueListRow>
