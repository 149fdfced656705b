import ScreenKit
import TerminalUI

public extension KeyContext {
    /// One release: its notes and assets.
    static let release = KeyContext("Release")
}

/// The release screen's section of the key table; its hints are the screen's status line.
public enum ReleaseKeys {
    public static let sections: [KeyBindings.Section] = [release]

    static let release = KeyBindings.Section(.release, SharedKeys.moving(verb: "scroll") + [
        KeyBindings.Binding(keys: [.tab], request: .nextLink, keyLabel: "Tab", help: "select the notes' next link",
                            hint: "link"),
        KeyBindings.Binding(keys: [.backTab], request: .previousLink, keyLabel: "Shift-Tab",
                            help: "select the notes' previous link"),
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "follow the link: browser, or #heading", hint: "follow"),
        KeyBindings.Binding(keys: [.character("o")], request: .openInBrowser, keyLabel: "o",
                            help: "the release's page in the browser", hint: "browser"),
        KeyBindings.Binding(keys: [.escape, .character("q"), .left, .backspace], request: .back,
                            keyLabel: "Esc/q/←/Backspace", help: "back to the releases", hint: "back"),
    ])
}
