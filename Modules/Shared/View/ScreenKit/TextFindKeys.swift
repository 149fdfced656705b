import TerminalUI

public extension KeyContext {
    /// A text screen's find field (`/`), while it is open.
    static let textFind = KeyContext("Finding text (/)", name: "text-find")
    /// A text screen while a search is active (after `/`, until Esc): its keys come first.
    static let textSearch = KeyContext("Text search (after /)", name: "text-search")
}

/// The keys of the search inside every text screen (a file, the README, a release, a commit, a
/// conversation, a pull request's files): `/` in the screen's own section, then the find field's
/// section and the active search's, which are looked up before the screen's own (so on the
/// conversation `n` / `N` go to matches while a search is active, and to comments otherwise).
public enum TextFindKeys {
    /// The sections of the find field and of an active search.
    public static let sections: [KeyBindings.Section] = [field, search]

    /// `/`, for a text screen's own section.
    public static let find = KeyBindings.Binding(keys: [.character("/")], request: .find, keyLabel: "/",
                                                 help: "search the text: matches highlighted as you type", hint: "find")

    static let field = KeyBindings.Section(.textFind, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter",
                            help: "leave the field, keep the matches for n and N", hint: "done"),
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc",
                            help: "end the search, keep the place"),
        KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                            help: "delete the last character"),
        KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the text"),
    ])

    static let search = KeyBindings.Section(.textSearch, [
        KeyBindings.Binding(keys: [.character("n")], request: .nextMatch, keyLabel: "n",
                            help: "the next match (wrapping at the end)", hint: "next"),
        KeyBindings.Binding(keys: [.character("N")], request: .previousMatch, keyLabel: "N",
                            help: "the previous match (wrapping at the start)", hint: "previous"),
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc",
                            help: "end the search, keep the place", hint: "end search"),
    ])
}
