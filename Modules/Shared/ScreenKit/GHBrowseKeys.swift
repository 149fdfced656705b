import TerminalUI

/// The parts of ghbrowse with keys of their own; each is a section of `KeyBindings.ghbrowse`.
public extension KeyContext {
    /// Keys that work on every screen.
    static let everywhere = KeyContext("Everywhere")
    /// The repository list with the results focused.
    static let results = KeyContext("Results")
    /// A repository list opened from a detail (`u`, `t`, `L`), results focused: the Results keys
    /// and a way back.
    static let openedResults = KeyContext("Lists opened from a detail (u, t, L)")
    /// The repository list's query field.
    static let queryField = KeyContext("Query field")
    /// The repository detail screen.
    static let detail = KeyContext("Detail")
    /// The detail's topic chooser (`t`).
    static let topicChooser = KeyContext("Topic chooser")
    /// The `?` screen.
    static let help = KeyContext("Help")
}

public extension KeyBindings {
    /// ghbrowse's one key table: screens dispatch through it and the `?` screen prints it.
    static let ghbrowse = KeyBindings(sections: [
        Section(.everywhere, [
            Binding(keys: [.character("?")], request: .help, keyLabel: "?",
                    help: "show these keys (typed as text in the query field)"),
            Binding(keys: [.control("c")], request: .quit, keyLabel: "Ctrl-C", help: "quit"),
        ]),
        Section(.results, moving(verb: "move") + [
            Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the selected repository"),
            Binding(keys: [.character("/"), .tab], request: .focusSearch, keyLabel: "/ or Tab",
                    help: "edit the search query"),
            Binding(keys: [.character("s")], request: .cycleSort, keyLabel: "s",
                    help: "next sort: stars, forks, help-wanted, updated"),
            Binding(keys: [.character("S")], request: .flipOrder, keyLabel: "S", help: "descending ↔ ascending"),
            Binding(keys: [.character("q")], request: .quit, keyLabel: "q", help: "quit ghbrowse"),
            Binding(keys: [.character("r")], request: .refresh, keyLabel: "r",
                    help: "refresh every loaded page now, whatever its age"),
        ]),
        Section(.openedResults, extending: .results, [
            Binding(keys: [.escape, .left, .backspace], request: .back, keyLabel: "Esc/←/Backspace",
                    help: "back to the detail it was opened from"),
        ]),
        Section(.queryField, [
            Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "search"),
            Binding(keys: [.up], request: .olderEntry, keyLabel: "↑", help: "earlier search from the history"),
            Binding(keys: [.down], request: .newerEntry, keyLabel: "↓", help: "later search, back to what you typed"),
            Binding(keys: [.left, .control("b")], request: .cursorLeft, keyLabel: "←/Ctrl-B", help: "cursor left"),
            Binding(keys: [.right, .control("f")], request: .cursorRight, keyLabel: "→/Ctrl-F", help: "cursor right"),
            Binding(keys: [.home, .control("a")], request: .cursorToStart, keyLabel: "Home/Ctrl-A",
                    help: "cursor to the start"),
            Binding(keys: [.end, .control("e")], request: .cursorToEnd, keyLabel: "End/Ctrl-E",
                    help: "cursor to the end"),
            Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                    help: "delete the character before the cursor"),
            Binding(keys: [.delete, .control("d")], request: .deleteForward, keyLabel: "Delete/Ctrl-D",
                    help: "delete the character under the cursor"),
            Binding(keys: [.control("k")], request: .deleteToEnd, keyLabel: "Ctrl-K", help: "delete to the end"),
            Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the field"),
            Binding(keys: [.control("w")], request: .deleteWordBackward, keyLabel: "Ctrl-W",
                    help: "delete the word before the cursor"),
            Binding(keys: [.escape, .tab], request: .leaveField, keyLabel: "Esc/Tab", help: "leave the field"),
        ]),
        Section(.detail, moving(verb: "scroll") + [
            Binding(keys: [.character("o")], request: .openInBrowser, keyLabel: "o", help: "open in the browser"),
            Binding(keys: [.character("u")], request: .showOwnerRepositories, keyLabel: "u",
                    help: "the owner's repositories, most stars first"),
            Binding(keys: [.character("t")], request: .chooseTopic, keyLabel: "t",
                    help: "repositories with one of its topics"),
            Binding(keys: [.character("L")], request: .showLanguageRepositories, keyLabel: "L",
                    help: "the current search in its main language"),
            Binding(keys: [.tab], request: .nextLink, keyLabel: "Tab", help: "select the README's next link"),
            Binding(keys: [.backTab], request: .previousLink, keyLabel: "Shift-Tab",
                    help: "select the README's previous link"),
            Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                    help: "follow the link: browser, or #heading"),
            Binding(keys: [.escape, .character("q"), .left, .backspace], request: .back,
                    keyLabel: "Esc/q/←/Backspace", help: "back to the list"),
            Binding(keys: [.character("r")], request: .refresh, keyLabel: "r",
                    help: "refresh the repository, README and languages now"),
        ]),
        Section(.topicChooser, [
            Binding(keys: [.up, .character("k")], request: .moveUp, keyLabel: "↑/k", help: "previous topic"),
            Binding(keys: [.down, .character("j")], request: .moveDown, keyLabel: "↓/j", help: "next topic"),
            Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "list repositories with this topic"),
            Binding(keys: [.escape, .character("q"), .left, .backspace], request: .back,
                    keyLabel: "Esc/q/←/Backspace", help: "close the chooser"),
        ]),
        Section(.help, moving(verb: "scroll") + [
            Binding(keys: [.escape, .character("q"), .character("?"), .enter, .left, .backspace], request: .back,
                    keyLabel: "Esc/q/?/Enter/←/Backspace", help: "close this help"),
        ]),
    ], global: .everywhere)

    /// ↑↓ k/j, PgUp/PgDn, Home/End g/G: the same keys move through the results, the detail and the help.
    private static func moving(verb: String) -> [Binding] {
        [
            Binding(keys: [.up, .character("k")], request: .moveUp, keyLabel: "↑/k", help: "\(verb) up"),
            Binding(keys: [.down, .character("j")], request: .moveDown, keyLabel: "↓/j", help: "\(verb) down"),
            Binding(keys: [.pageUp], request: .pageUp, keyLabel: "PgUp", help: "page up"),
            Binding(keys: [.pageDown], request: .pageDown, keyLabel: "PgDn", help: "page down"),
            Binding(keys: [.home, .character("g")], request: .moveToTop, keyLabel: "Home/g", help: "go to the top"),
            Binding(keys: [.end, .character("G")], request: .moveToBottom, keyLabel: "End/G",
                    help: "go to the bottom"),
        ]
    }
}
