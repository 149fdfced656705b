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
    ] + LinkKeys.bindings(of: "the message's", next: (.character("]"), "]"), previous: (.character("["), "["),
                          follow: "follow the link: its screen in ghbrowse, else the browser", hinted: false) + [
        SharedKeys.browser(help: "open the commit in the browser"),
        SharedKeys.back(help: "back to the commits"),
    ])
}
