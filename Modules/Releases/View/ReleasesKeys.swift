import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A repository's releases.
    static let releases = KeyContext("Releases")
}

/// The releases screen's section of the key table; its hints are the screen's status line.
public enum ReleasesKeys {
    public static let sections: [KeyBindings.Section] = [releases]

    static let releases = KeyBindings.Section(.releases, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "the selected release: its notes and assets", hint: "open"),
        SharedKeys.browser(help: "the releases page in the browser"),
        SharedKeys.copyLink(help: "copy the selected release's link to the clipboard"),
        SharedKeys.refresh(help: "refresh the releases now", hint: "refresh"),
        SharedKeys.back(help: "back to the detail"),
    ])
}
