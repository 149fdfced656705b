/// The chooser's screen, as its Presenter sees it.
@MainActor
public protocol ChooserView: AnyObject {
    func display(_ viewModel: ChooserViewModel)
}
