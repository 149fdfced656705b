import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The file view.
    static let file = KeyContext("File (Enter on a file)", name: "file")
}

public extension KeyRequest {
    /// Scroll long lines sideways.
    static let scrollLeft = KeyRequest("scroll-left")
    static let scrollRight = KeyRequest("scroll-right")
    /// Line numbers on or off.
    static let toggleLineNumbers = KeyRequest("line-numbers")
    /// A Markdown file rendered or raw.
    static let toggleRendered = KeyRequest("rendered")
}

/// The file view's section of the key table; its hints are the file view's status line.
public enum RepositoryFileKeys {
    public static let sections: [KeyBindings.Section] = [file]

    static let file = KeyBindings.Section(.file, SharedKeys.moving(verb: "scroll") + [
        KeyBindings.Binding(keys: [.left], request: .scrollLeft, keyLabel: "←", help: "scroll long lines left"),
        KeyBindings.Binding(keys: [.right], request: .scrollRight, keyLabel: "→", help: "scroll long lines right"),
        TextFindKeys.find,
        KeyBindings.Binding(keys: [.character("l")], request: .toggleLineNumbers, keyLabel: "l",
                            help: "line numbers on or off", hint: "numbers"),
        KeyBindings.Binding(keys: [.character("p")], request: .toggleRendered, keyLabel: "p",
                            help: "a Markdown file rendered or raw"),
    ] + LinkKeys.bindings(of: "the rendered Markdown's",
                          follow: "follow the link: a file of the repository here, else browser or #heading",
                          hinted: false) + [
        SharedKeys.browser(help: "open the file on github.com at the top line"),
        KeyBindings.Binding(keys: [.character("r")], request: .refresh, keyLabel: "r", help: "refresh the file now"),
        KeyBindings.Binding(keys: [.escape, .character("q"), .backspace], request: .back, keyLabel: "Esc/q/Backspace",
                            help: "back to the files", hint: "back"),
    ])
}
