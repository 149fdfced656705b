import ScreenKit
import TerminalUI

public extension KeyContext {
    /// Your notification threads (`m`, notifications).
    static let notifications = KeyContext("Notifications (m)", name: "notifications")
}

public extension KeyRequest {
    /// Read threads too, or unread only again.
    static let toggleAll = KeyRequest("toggle-all")
    /// Mark the selected thread read without opening it.
    static let markRead = KeyRequest("mark-read")
    /// Mark the selected thread done.
    static let markDone = KeyRequest("mark-done")
}

/// The notifications screen's section of the key table; its hints are the screen's status line.
public enum NotificationsKeys {
    public static let sections: [KeyBindings.Section] = [list]

    static let list = KeyBindings.Section(.notifications, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "its issue, pull request, commit or release (else the browser); marks it read",
                            hint: "open"),
        KeyBindings.Binding(keys: [.character("A")], request: .toggleAll, keyLabel: "A",
                            help: "read notifications too, or unread only again", hint: "all"),
        KeyBindings.Binding(keys: [.character("M")], request: .markRead, keyLabel: "M",
                            help: "mark the selected one read without opening it", hint: "read"),
        KeyBindings.Binding(keys: [.character("D")], request: .markDone, keyLabel: "D",
                            help: "mark the selected one done (it leaves the inbox)", hint: "done"),
        SharedKeys.browser(help: "the selected one on github.com"),
        SharedKeys.copyLink(help: "copy the selected thread's link to the clipboard"),
        SharedKeys.refresh(help: "refresh now (no sooner than GitHub's poll interval allows)"),
        SharedKeys.back(help: "back"),
    ])
}
