import TerminalUI

public extension KeyContext {
    /// Keys that work on every screen.
    static let everywhere = KeyContext("Everywhere")
    /// The `?` screen.
    static let help = KeyContext("Help")
    /// The `?` screen while `/` finds text in it.
    static let helpFind = KeyContext("Help: finding text (/)", name: "help-find")
}

public extension KeyRequest {
    /// Ask GitHub again now, whatever the cached copy's age.
    static let refresh = KeyRequest("refresh")
    /// Ctrl-Z: give the terminal back to the shell (`fg` comes back); the run loop does it.
    static let suspend = KeyRequest("suspend")
    /// Open what the screen shows on github.com.
    static let openInBrowser = KeyRequest("open-in-browser")
    /// Copy the link to what the screen shows (the one `o` opens; a file's permalink) to the clipboard.
    static let copyLink = KeyRequest("copy-link")
}

/// The key-table sections every screen shares: the global keys, the help screen's, and the
/// moving keys each scrolling screen starts its own section with.
public enum SharedKeys {
    /// Keys that work everywhere (after a screen's own): `?` and Ctrl-C.
    public static let everywhere = KeyBindings.Section(.everywhere, [
        KeyBindings.Binding(keys: [.character("?")], request: .help, keyLabel: "?",
                            help: "show these keys (typed as text in the query field)", hint: "keys"),
        KeyBindings.Binding(keys: [.character(":"), .control("p")], request: .commandPalette, keyLabel: ":/Ctrl-P",
                            help: "command palette: actions, recent repositories"),
        KeyBindings.Binding(keys: [.control("c")], request: .quit, keyLabel: "Ctrl-C", help: "quit"),
        KeyBindings.Binding(keys: [.control("z")], request: .suspend, keyLabel: "Ctrl-Z",
                            help: "suspend to the shell (fg brings the screen back)"),
    ])

    /// The `?` screen's keys.
    public static let help = KeyBindings.Section(.help, moving(verb: "scroll") + [
        KeyBindings.Binding(keys: [.character("/")], request: .find, keyLabel: "/",
                            help: "find text: jumps to the first line holding it, as you type", hint: "find"),
        KeyBindings.Binding(keys: [.character("n")], request: .nextMatch, keyLabel: "n",
                            help: "the next line holding the text found", hint: "next"),
        KeyBindings.Binding(keys: [.escape, .character("q"), .character("?"), .enter, .left, .backspace],
                            request: .back, keyLabel: "Esc/q/?/Enter/←/Backspace", help: "close this help",
                            hint: "close"),
    ])

    /// The keys of the help's find field (any other character is typed).
    public static let helpFind = KeyBindings.Section(.helpFind, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "leave the field, keep the match",
                            hint: "done"),
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "leave the field, keep the match"),
        KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                            help: "delete the last character"),
        KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the text"),
    ])

    /// `o`: what the screen shows, on github.com (`help` says what, as the help screen words it).
    public static func browser(help: String) -> KeyBindings.Binding {
        KeyBindings.Binding(keys: [.character("o")], request: .openInBrowser, keyLabel: "o", help: help, hint: "browser")
    }

    /// `y`: the link to what the screen shows, to the clipboard (OSC 52; shown when there is none).
    public static func copyLink(help: String) -> KeyBindings.Binding {
        KeyBindings.Binding(keys: [.character("y")], request: .copyLink, keyLabel: "y", help: help)
    }

    /// `r`: ask GitHub again now (`help` says for what; `hint` when the status line names it).
    public static func refresh(help: String, hint: String? = nil) -> KeyBindings.Binding {
        KeyBindings.Binding(keys: [.character("r")], request: .refresh, keyLabel: "r", help: help, hint: hint)
    }

    /// Esc, q, ←, Backspace: back to the screen underneath (`help`: "back to the commits").
    public static func back(help: String) -> KeyBindings.Binding {
        KeyBindings.Binding(keys: [.escape, .character("q"), .left, .backspace], request: .back,
                            keyLabel: "Esc/q/←/Backspace", help: help, hint: "back")
    }

    /// ↑↓ k/j, PgUp/PgDn, Home/End g/G: the same keys move through the results, the detail and the help.
    public static func moving(verb: String) -> [KeyBindings.Binding] {
        [
            KeyBindings.Binding(keys: [.up, .character("k")], request: .moveUp, keyLabel: "↑/k", help: "\(verb) up"),
            KeyBindings.Binding(keys: [.down, .character("j")], request: .moveDown, keyLabel: "↓/j",
                                help: "\(verb) down"),
            KeyBindings.Binding(keys: [.pageUp], request: .pageUp, keyLabel: "PgUp", help: "page up"),
            KeyBindings.Binding(keys: [.pageDown], request: .pageDown, keyLabel: "PgDn", help: "page down"),
            KeyBindings.Binding(keys: [.home, .character("g")], request: .moveToTop, keyLabel: "Home/g",
                                help: "go to the top"),
            KeyBindings.Binding(keys: [.end, .character("G")], request: .moveToBottom, keyLabel: "End/G",
                                help: "go to the bottom"),
        ]
    }
}
