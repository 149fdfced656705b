import PresentationKit
import RepositoryBrowsing

/// What happens on the repository detail screen, told to its Presenter by the View;
/// the links of its README are `DocumentLinkEvents`.
@MainActor
public protocol RepositoryDetailViewPresentation: DocumentLinkEvents {
    /// The screen appears for the first time; `keyHints` are its status-line hints as the key
    /// table words them ("Tab link", "o browser"), shown when there is nothing else to say.
    func viewDidLoad(keyHints: [String])
    /// The screen is now `columns` cells wide and `rows` high (first layout and every resize).
    func viewDidResize(columns: Int, rows: Int)
    /// A key asked for `command`.
    func didRequest(_ command: RepositoryDetailCommand)
    /// `C`'s prompt (the save prompt's events: Enter, Tab, Esc).
    var cloneEvents: SavePromptEvents? { get }
}

public extension RepositoryDetailViewPresentation {
    var cloneEvents: SavePromptEvents? { nil }
}
