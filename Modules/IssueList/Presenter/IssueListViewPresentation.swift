import PresentationKit

/// What happens on an issue list, told to its Presenter by the View: the selection and the
/// commands (`RowListEvents`), and the search typed in its field.
@MainActor
public protocol IssueListViewPresentation: RowListEvents where Command == IssueListCommand {
    /// Enter in the filter field: GitHub's issue search with `query` (qualifiers such as
    /// `label:bug is:closed author:octocat`, and words); an empty query is the default list again.
    func filterDidSubmit(query: String)
}
