import ScreenKit
import TerminalUI

public extension KeyContext {
    /// One commit (Enter on the commits screen).
    static let commit = KeyContext("Commit", name: "commit")
}

/// The commit screen's section of the key table; its hints are the screen's status line.
public enum CommitDetailKeys {
    public static let sections: [KeyBindings.Section] = [commit]

    static let commit = KeyBindings.Section(.commit, SharedKeys.moving(verb: "scroll") + DiffKeys.fileJumps
        + LinkKeys.bindings(of: "the message's", next: (.character("]"), "]"), previous: (.character("["), "["),
                            follow: "follow the link: its screen in ghbrowse, else the browser", hinted: false) + [
        TextFindKeys.find,
        SharedKeys.browser(help: "open the commit in the browser"),
        SharedKeys.copyLink(help: "copy the commit's link to the clipboard"),
        SharedKeys.back(help: "back to the commits"),
    ])
}
