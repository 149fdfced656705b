import PresentationKit

/// What happens on the commit screen, told to its Presenter by the View.
@MainActor
public protocol CommitDetailViewPresentation: ScreenLifecycleEvents {
    /// A key asked for `command`.
    func didRequest(_ command: CommitDetailCommand)
}
