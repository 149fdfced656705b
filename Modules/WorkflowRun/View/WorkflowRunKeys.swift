import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A workflow run: its jobs and steps.
    static let workflowRun = KeyContext("A workflow run", name: "run")
}

/// A workflow run's section of the key table; its hints are the screen's status line.
public enum WorkflowRunKeys {
    public static let sections: [KeyBindings.Section] = [run]

    static let run = KeyBindings.Section(.workflowRun, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "the selected job's log", hint: "log"),
        SharedKeys.browser(help: "the selected job (or the run) on github.com"),
        SharedKeys.copyLink(help: "copy the selected job's (or the run's) link to the clipboard"),
        SharedKeys.refresh(help: "refresh the run and its jobs now", hint: "refresh"),
        SharedKeys.back(help: "back to the runs"),
    ])
}
