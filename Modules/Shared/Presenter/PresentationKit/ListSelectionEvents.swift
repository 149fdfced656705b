/// What a list screen's View tells its Presenter about the list (the repositories, your stars,
/// the commits): the selection moved, or a row was opened.
@MainActor
public protocol ListSelectionEvents: AnyObject {
    /// The selection moved to row `index`, with `visibleRowCount` rows on screen (near the end of
    /// what is loaded, the next page is asked for).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// Enter (or a double click) on row `index`.
    func didSelectRow(at index: Int)
}
