import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A ref's history (`c` on the detail).
    static let commits = KeyContext("Commits", name: "commits")
}

/// The commits screen's section of the key table; its hints are the screen's status line.
public enum CommitHistoryKeys {
    public static let sections: [KeyBindings.Section] = [commits]

    static let commits = KeyBindings.Section(.commits, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the commit and its diff",
                            hint: "open"),
        SharedKeys.copyLink(help: "copy the selected commit's link to the clipboard"),
        SharedKeys.refresh(help: "refresh the history now", hint: "refresh"),
        SharedKeys.back(help: "back to the detail"),
    ])
}
