import PresentationKit

/// What happens on the release screen, told to its Presenter by the View;
/// the links of its notes are `DocumentLinkEvents`.
@MainActor
public protocol ReleaseViewPresentation: DocumentLinkEvents, ScreenLifecycleEvents {
    /// A key asked for `command`.
    func didRequest(_ command: ReleaseCommand)
}
