import PresentationKit

/// What happens on an issue's conversation screen, told to its Presenter by the View; its
/// appearing and width are `ScreenLifecycleEvents`, the links of its bodies `DocumentLinkEvents`.
@MainActor
public protocol IssueViewPresentation: ScreenLifecycleEvents, DocumentLinkEvents {
    /// A key asked for `command`.
    func didRequest(_ command: IssueCommand)
}
