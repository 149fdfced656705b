/// What happens on the repository list screen, told to its Presenter by the View.
@MainActor
public protocol RepositoryListViewPresentation: AnyObject {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Tab link", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// The query field's text changed (typing or deleting; cursor moves are not reported).
    func searchFieldDidChange(text: String)
    func searchFieldDidSubmit(query: String)
    /// ↑ in the query field: the previous (older) query from the history.
    func searchFieldDidRequestOlderQuery()
    /// ↓ in the query field: the next (newer) query, back to what was being typed.
    func searchFieldDidRequestNewerQuery()
    /// Esc or Tab in the query field.
    func searchFieldDidCancel()
    /// `/` or Tab in the results.
    func didRequestFocusSearch()
    func didSelectRow(at index: Int)
    /// `s`: the next sort (best match → stars → forks → help-wanted issues → updated → best match).
    func didRequestNextSort()
    /// `S`: the other order (descending ↔ ascending) for a sorted search.
    func didRequestOrderFlip()
    /// The selection moved to `index` with `visibleRowCount` rows on screen.
    func didMoveSelection(to index: Int, visibleRowCount: Int)
    /// `m`: choose one of your own listings (your stars, your repositories).
    func didRequestYourLists()
    /// `f`, `c`, `R`: the selected repository's files, commits or releases.
    func didRequestFiles()
    func didRequestCommits()
    func didRequestReleases()
    /// `*`: star the selected repository, or unstar it when you starred it.
    func didRequestStarToggle()
    /// `r`: ask GitHub for the results again now (conditionally), whatever their age.
    func didRequestRefresh()
}
