import TerminalUI

/// The keys of a document's links on a reading screen (the detail's README, a release's notes, a
/// rendered Markdown file, a commit's message): by default Tab and Shift-Tab select the next and
/// previous link, Enter follows the selected one.
public enum LinkKeys {
    /// The three bindings, their help naming whose links they are (`document`: "the README's").
    /// - Parameters:
    ///   - next: the key that selects the next link, and its label; `previous` the previous.
    ///   - follow: the help of Enter.
    ///   - hinted: whether the status line hints them ("Tab link", "Enter follow").
    public static func bindings(of document: String, next: (KeyPress, String) = (.tab, "Tab"),
                                previous: (KeyPress, String) = (.backTab, "Shift-Tab"),
                                follow: String = "follow the link: browser, or #heading",
                                hinted: Bool = true) -> [KeyBindings.Binding] {
        [
            KeyBindings.Binding(keys: [next.0], request: .nextLink, keyLabel: next.1, help: "select \(document) next link",
                                hint: hinted ? "link" : nil),
            KeyBindings.Binding(keys: [previous.0], request: .previousLink, keyLabel: previous.1,
                                help: "select \(document) previous link"),
            KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: follow,
                                hint: hinted ? "follow" : nil),
        ]
    }
}
