import PresentationKit

/// What happens on an issue's conversation screen, told to its Presenter by the View; the links
/// of its bodies are `DocumentLinkEvents`.
@MainActor
public protocol IssueViewPresentation: DocumentLinkEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints from the key table.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide (first layout and every resize).
    func viewDidResize(columns: Int)
    /// A key asked for `command`.
    func didRequest(_ command: IssueCommand)
}
