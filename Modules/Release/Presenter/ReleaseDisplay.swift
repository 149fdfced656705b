/// The release screen as its Presenter sees it.
@MainActor
public protocol ReleaseDisplay: AnyObject {
    func display(_ viewModel: ReleaseViewModel)
    /// Scrolls the notes so the heading with this anchor (without the `#`) is at the top; false
    /// when the notes have no such heading.
    func scrollToHeading(anchor: String) -> Bool
}
