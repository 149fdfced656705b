import TerminalUI

public extension KeyRequest {
    /// Scroll to the next / previous file's patch (Tab, Shift-Tab) of a diff view.
    static let nextFile = KeyRequest("next-file")
    static let previousFile = KeyRequest("previous-file")
}

/// The keys every diff view (the commit screen, a pull request's files) shares.
public enum DiffKeys {
    /// Tab and Shift-Tab: from file to file.
    public static let fileJumps: [KeyBindings.Binding] = [
        KeyBindings.Binding(keys: [.tab], request: .nextFile, keyLabel: "Tab", help: "the next file's patch",
                            hint: "next file"),
        KeyBindings.Binding(keys: [.backTab], request: .previousFile, keyLabel: "Shift-Tab",
                            help: "the previous file's patch"),
    ]
}
