import PresentationKit

/// What happens on the repository list screen, told to its Presenter by the View.
@MainActor
public protocol RepositoryListViewPresentation: ListSelectionEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Tab link", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The same, with `fieldHints`: the hints of the query field's own keys, shown while it has the
    /// focus (where `s`, `m` or `?` are typed as letters, and hints naming them would mislead).
    func viewDidLoad(keyHints: [String], fieldHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The query field's text changed to `text` (typing or deleting; cursor moves are not reported).
    func searchFieldDidChange(text: String)
    /// Enter in the query field, which holds `query`.
    func searchFieldDidSubmit(query: String)
    /// ↑ in the query field, which holds `current`: the previous (older) query from the history;
    /// ↓ past the newest comes back to `current`.
    func searchFieldDidRequestOlderQuery(current: String)
    /// ↓ in the query field: the next (newer) query, back to what was being typed.
    func searchFieldDidRequestNewerQuery()
    /// Esc or Tab in the query field.
    func searchFieldDidCancel()
    /// A key on the results asked for `command`, with the selection on row `row`.
    func didRequest(_ command: RepositoryListCommand, row: Int)
}

public extension RepositoryListViewPresentation {
    /// Without field hints, the field shows the screen's.
    func viewDidLoad(keyHints: [String], fieldHints: [String]) {
        viewDidLoad(keyHints: keyHints)
    }
}
