import PresentationKit

/// What happens on the command palette, told to its Presenter by the View (`viewDidLoad`: the
/// palette appears, and the recent repositories are asked for).
@MainActor
public protocol CommandPaletteViewPresentation: FilteredListEvents {
    /// Enter on row `row` of the rows shown.
    func didPick(row: Int)
}
