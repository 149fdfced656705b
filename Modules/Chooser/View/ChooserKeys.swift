import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A chooser (a repository's topics): type to filter, pick one.
    static let chooser = KeyContext("Chooser (t)", name: "chooser")
}

/// The chooser's section of the key table. Printable keys filter, so moving uses the arrows.
public enum ChooserKeys {
    public static let sections: [KeyBindings.Section] = [chooser]

    static let chooser = KeyBindings.Section(.chooser, FilterKeys.moving(through: "option") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open this one", hint: "pick"),
    ] + FilterKeys.editing(backspaceHelp: "delete the filter's last character (close when empty)") + [
        KeyBindings.Binding(keys: [.escape, .left], request: .back, keyLabel: "Esc/←", help: "close the chooser",
                            hint: "cancel"),
    ])
}
