import TerminalUI

/// The keys of a document's links on a reading screen (the detail's README, a release's notes):
/// Tab and Shift-Tab select the next and previous link, Enter follows the selected one.
public enum LinkKeys {
    /// The three bindings, their help naming whose links they are (`document`: "the README's").
    public static func bindings(of document: String) -> [KeyBindings.Binding] {
        [
            KeyBindings.Binding(keys: [.tab], request: .nextLink, keyLabel: "Tab", help: "select \(document) next link",
                                hint: "link"),
            KeyBindings.Binding(keys: [.backTab], request: .previousLink, keyLabel: "Shift-Tab",
                                help: "select \(document) previous link"),
            KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                                help: "follow the link: browser, or #heading", hint: "follow"),
        ]
    }
}
