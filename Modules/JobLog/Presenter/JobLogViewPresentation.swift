import PresentationKit

/// What happens on a job's log screen, told to its Presenter by the View. A folded group's
/// header is a link: Tab selects it, Enter (`didActivateLink`, target `group-N`) opens or folds it.
@MainActor
public protocol JobLogViewPresentation: DocumentLinkEvents, ScreenLifecycleEvents {
    /// A key asked for `command`; `topRow` is the row at the top of the screen.
    func didRequest(_ command: JobLogCommand, topRow: Int)
}
