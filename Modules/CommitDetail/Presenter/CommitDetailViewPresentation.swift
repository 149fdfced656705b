/// What happens on the commit screen, told to its Presenter by the View.
@MainActor
public protocol CommitDetailViewPresentation: AnyObject {
    /// The screen appears; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    func viewDidResize(columns: Int)
    /// A key asked for `command`.
    func didRequest(_ command: CommitDetailCommand)
}
