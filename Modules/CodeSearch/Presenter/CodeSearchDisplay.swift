/// The code search screen as its Presenter sees it. The View owns the selection and the query field.
@MainActor
public protocol CodeSearchDisplay: AnyObject {
    func display(_ viewModel: CodeSearchViewModel)
}
