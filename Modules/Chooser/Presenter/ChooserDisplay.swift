/// The chooser's screen, as its Presenter sees it.
@MainActor
public protocol ChooserDisplay: AnyObject {
    func display(_ viewModel: ChooserViewModel)
}
