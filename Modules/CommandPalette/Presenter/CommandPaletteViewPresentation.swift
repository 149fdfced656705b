/// What happens on the command palette, told to its Presenter by the View.
@MainActor
public protocol CommandPaletteViewPresentation: AnyObject {
    /// The palette appears (the recent repositories are asked for).
    func viewDidLoad()
    /// The screen is now `columns` wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The filter is now `text`.
    func filterDidChange(to text: String)
    /// Enter on row `row` of the rows shown.
    func didPick(row: Int)
}
