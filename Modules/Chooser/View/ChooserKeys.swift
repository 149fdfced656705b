import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A chooser (a repository's topics): type to filter, pick one.
    static let chooser = KeyContext("Chooser (t)", name: "chooser")
}

/// The chooser's section of the key table. Printable keys filter, so moving uses the arrows.
public enum ChooserKeys {
    public static let sections: [KeyBindings.Section] = [chooser]

    static let chooser = KeyBindings.Section(.chooser, [
        KeyBindings.Binding(keys: [.up, .control("p")], request: .moveUp, keyLabel: "↑/Ctrl-P", help: "previous option"),
        KeyBindings.Binding(keys: [.down, .control("n")], request: .moveDown, keyLabel: "↓/Ctrl-N", help: "next option"),
        KeyBindings.Binding(keys: [.pageUp], request: .pageUp, keyLabel: "PgUp", help: "page up"),
        KeyBindings.Binding(keys: [.pageDown], request: .pageDown, keyLabel: "PgDn", help: "page down"),
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open this one", hint: "pick"),
        KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                            help: "delete the filter's last character (close when empty)"),
        KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the filter"),
        KeyBindings.Binding(keys: [.escape, .left], request: .back, keyLabel: "Esc/←", help: "close the chooser",
                            hint: "cancel"),
    ])
}
