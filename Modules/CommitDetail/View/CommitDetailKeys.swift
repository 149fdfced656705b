import ScreenKit
import TerminalUI

public extension KeyContext {
    /// One commit (Enter on the commits screen).
    static let commit = KeyContext("Commit", name: "commit")
}

public extension KeyRequest {
    /// Scroll to the next / previous file's patch (Tab, Shift-Tab).
    static let nextFile = KeyRequest("next-file")
    static let previousFile = KeyRequest("previous-file")
}

/// The commit screen's section of the key table; its hints are the screen's status line.
public enum CommitDetailKeys {
    public static let sections: [KeyBindings.Section] = [commit]

    static let commit = KeyBindings.Section(.commit, SharedKeys.moving(verb: "scroll") + [
        KeyBindings.Binding(keys: [.tab], request: .nextFile, keyLabel: "Tab", help: "the next file's patch",
                            hint: "next file"),
        KeyBindings.Binding(keys: [.backTab], request: .previousFile, keyLabel: "Shift-Tab",
                            help: "the previous file's patch"),
        KeyBindings.Binding(keys: [.character("]")], request: .nextLink, keyLabel: "]",
                            help: "select the message's next link (#123, a SHA, @user)", hint: "link"),
        KeyBindings.Binding(keys: [.character("[")], request: .previousLink, keyLabel: "[",
                            help: "select the message's previous link"),
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "follow the link: its screen in ghbrowse, else the browser"),
        SharedKeys.browser(help: "open the commit in the browser"),
        SharedKeys.back(help: "back to the commits"),
    ])
}
