import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A repository's workflow runs.
    static let workflowRuns = KeyContext("Workflow runs (a)", name: "runs")
    /// The same while `/` edits the filter.
    static let workflowRunsFilter = KeyContext("Workflow runs: filtering (/)", name: "runs-filter")
}

public extension KeyRequest {
    /// Edit the filter of the workflow runs.
    static let filterRuns = KeyRequest("filter-runs")
}

/// The workflow runs screen's sections of the key table; their hints are its status line.
public enum WorkflowRunsKeys {
    public static let sections: [KeyBindings.Section] = [list, filter]

    static let list = KeyBindings.Section(.workflowRuns, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "the selected run: its jobs and steps", hint: "open"),
        KeyBindings.Binding(keys: [.character("/")], request: .filterRuns, keyLabel: "/",
                            help: "filter: branch:B status:S event:E workflow:FILE, other words the workflow's name",
                            hint: "filter"),
        SharedKeys.browser(help: "the selected run on github.com"),
        SharedKeys.copyLink(help: "copy the selected run's link to the clipboard"),
        SharedKeys.refresh(help: "refresh the runs now", hint: "refresh"),
        SharedKeys.back(help: "back to the repository"),
    ])

    static let filter = KeyBindings.Section(.workflowRunsFilter, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "filter (empty: every run)",
                            hint: "filter"),
    ] + FilterKeys.editing(backspaceHelp: "delete the last character") + [
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "leave the filter as it was",
                            hint: "cancel"),
    ])
}
