import ScreenKit
import TerminalUI

public extension KeyContext {
    /// One release: its notes and assets.
    static let release = KeyContext("Release")
}

/// The release screen's section of the key table; its hints are the screen's status line.
public enum ReleaseKeys {
    public static let sections: [KeyBindings.Section] = [release]

    static let release = KeyBindings.Section(.release, SharedKeys.moving(verb: "scroll")
        + LinkKeys.bindings(of: "the notes'") + [
        TextFindKeys.find,
        SharedKeys.browser(help: "the release's page in the browser"),
        SharedKeys.copyLink(help: "copy the release's link to the clipboard"),
        SaveKeys.save(help: "save an asset (Save as: ./NAME, ↑↓ another asset, Tab completes directories)"),
        SharedKeys.back(help: "back to the releases"),
    ])
}
