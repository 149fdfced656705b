/// An issue list as its Presenter sees it. The View owns the selection and the filter field's text.
@MainActor
public protocol IssueListDisplay: AnyObject {
    func display(_ viewModel: IssueListViewModel)
}
