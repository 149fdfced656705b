/// The palette's screen, as its Presenter sees it.
@MainActor
public protocol CommandPaletteDisplay: AnyObject {
    func display(_ viewModel: CommandPaletteViewModel)
}
