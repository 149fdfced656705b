import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The command palette (`:`, Ctrl-P): type to filter the actions, Enter runs one.
    static let commandPalette = KeyContext("Command palette (: or Ctrl-P)", name: "command-palette")
}

/// The palette's section of the key table. Printable keys filter (`:` too), so moving uses the
/// arrows and Ctrl-P / Ctrl-N.
public enum CommandPaletteKeys {
    public static let sections: [KeyBindings.Section] = [palette]

    static let palette = KeyBindings.Section(.commandPalette, FilterKeys.moving(through: "action") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "run the action as its key would (or open the repository)", hint: "run"),
    ] + FilterKeys.editing(backspaceHelp: "delete the filter's last character (close when empty)") + [
        KeyBindings.Binding(keys: [.escape, .left], request: .back, keyLabel: "Esc/←",
                            help: "close the palette, the screen as it was", hint: "close"),
    ])
}
