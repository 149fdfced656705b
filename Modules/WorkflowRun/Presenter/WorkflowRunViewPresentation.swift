import PresentationKit

/// What happens on a workflow run's screen, told to its Presenter by the View.
@MainActor
public protocol WorkflowRunViewPresentation: ScreenLifecycleEvents {
    /// A key asked for `command`, with the selection on row `row`.
    func didRequest(_ command: WorkflowRunCommand, row: Int)
}
