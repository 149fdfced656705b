import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A job's log.
    static let jobLog = KeyContext("A job's log", name: "log")
}

public extension KeyRequest {
    /// Hide the log's timestamps, or show them again.
    static let toggleTimestamps = KeyRequest("toggle-timestamps")
    /// The next `##[error]` line.
    static let nextError = KeyRequest("next-error")
}

/// A job's log section of the key table; its hints are the screen's status line.
public enum JobLogKeys {
    public static let sections: [KeyBindings.Section] = [log]

    static let log = KeyBindings.Section(.jobLog, SharedKeys.moving(verb: "scroll") + [
        TextFindKeys.find,
        KeyBindings.Binding(keys: [.tab], request: .nextLink, keyLabel: "Tab", help: "select the next group", hint: "group"),
        KeyBindings.Binding(keys: [.backTab], request: .previousLink, keyLabel: "Shift-Tab", help: "select the previous group"),
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the selected group, or fold it",
                            hint: "open"),
        KeyBindings.Binding(keys: [.character("e")], request: .nextError, keyLabel: "e", help: "the next error", hint: "error"),
        KeyBindings.Binding(keys: [.character("T")], request: .toggleTimestamps, keyLabel: "T",
                            help: "hide the timestamps, or show them again", hint: "times"),
        SharedKeys.browser(help: "the job on github.com"),
        SharedKeys.copyLink(help: "copy the job's link to the clipboard"),
        SharedKeys.refresh(help: "fetch the log again now"),
        SharedKeys.back(help: "back to the run"),
    ])
}
