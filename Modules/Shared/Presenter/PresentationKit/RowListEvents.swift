/// What a list screen of rows tells its Presenter (the issues, the workflow runs, the releases):
/// where the selection is, the screen's commands each with the selected row, and the query typed
/// in the list's field for a list that has one.
@MainActor
public protocol RowListEvents<Command>: ScreenLifecycleEvents {
    /// The screen's commands, named as the key table's requests are (`open`, `refresh`, …).
    associatedtype Command: RawRepresentable where Command.RawValue == String
    /// The selection moved to row `index` with `visibleRowCount` rows on screen (the next page is
    /// asked for as it nears the end).
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// A key (or a double click, for `open`) asked for `command`, with the selection on row `row`.
    func didRequest(_ command: Command, row: Int)
    /// Enter in the list's query field: what was typed.
    func filterDidSubmit(query: String)
}

public extension RowListEvents {
    /// A list without a query field hears none.
    func filterDidSubmit(query: String) {}
}
