import PresentationKit

/// What happens on a chooser, told to its Presenter by the View.
@MainActor
public protocol ChooserViewPresentation: FilteredListEvents {
    /// Enter on the row showing option `index` (an index into the full list).
    func didPick(optionAt index: Int)
}
