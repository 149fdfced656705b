import TerminalUI

/// The keys of a list narrowed by a typed filter (a chooser's options, the files' paths): letters
/// are typed, so Ctrl-P / Ctrl-N move as well as the arrows, and Backspace and Ctrl-U edit.
public enum FilterKeys {
    /// ↑/Ctrl-P, ↓/Ctrl-N, PgUp, PgDn through the items (`item`: "option", "path").
    public static func moving(through item: String) -> [KeyBindings.Binding] {
        [
            KeyBindings.Binding(keys: [.up, .control("p")], request: .moveUp, keyLabel: "↑/Ctrl-P",
                                help: "previous \(item)"),
            KeyBindings.Binding(keys: [.down, .control("n")], request: .moveDown, keyLabel: "↓/Ctrl-N",
                                help: "next \(item)"),
            KeyBindings.Binding(keys: [.pageUp], request: .pageUp, keyLabel: "PgUp", help: "page up"),
            KeyBindings.Binding(keys: [.pageDown], request: .pageDown, keyLabel: "PgDn", help: "page down"),
        ]
    }

    /// Backspace (its help: `backspaceHelp`) and Ctrl-U, which clears the filter.
    public static func editing(backspaceHelp: String) -> [KeyBindings.Binding] {
        [
            KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace", help: backspaceHelp),
            KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U",
                                help: "clear the filter"),
        ]
    }
}
