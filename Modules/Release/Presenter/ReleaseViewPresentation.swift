import PresentationKit
import RepositoryBrowsing

/// What happens on the release screen, told to its Presenter by the View;
/// the links of its notes are `DocumentLinkEvents`.
@MainActor
public protocol ReleaseViewPresentation: DocumentLinkEvents, ScreenLifecycleEvents {
    /// A key asked for `command`.
    func didRequest(_ command: ReleaseCommand)
    /// Who hears of `d`'s prompt (nil: nothing can be saved from here).
    var saveEvents: SavePromptEvents? { get }
}

public extension ReleaseViewPresentation {
    var saveEvents: SavePromptEvents? { nil }
}
