import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The repository list with the results focused.
    static let results = KeyContext("Results")
    /// A repository list stacked on a detail (`u`, `t`, `L`), results focused: the Results keys
    /// and a way back.
    static let openedResults = KeyContext("Lists opened from a detail (u, t, L)", name: "opened-results")
    /// The repository list's query field.
    static let queryField = KeyContext("Query field")
}

public extension KeyRequest {
    /// Edit the search query.
    static let focusSearch = KeyRequest("focus-search")
}

/// The repository list's sections of the key table.
public enum RepositoryListKeys {
    public static let sections: [KeyBindings.Section] = [results, openedResults, queryField]

    static let results = KeyBindings.Section(.results, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the selected repository",
                            hint: "open"),
        KeyBindings.Binding(keys: [.character("/"), .tab], request: .focusSearch, keyLabel: "/ or Tab",
                            help: "edit the search query", hint: "search"),
        KeyBindings.Binding(keys: [.character("s")], request: .cycleSort, keyLabel: "s",
                            help: "next sort: stars, forks, help-wanted, updated", hint: "sort"),
        KeyBindings.Binding(keys: [.character("S")], request: .flipOrder, keyLabel: "S",
                            help: "descending ↔ ascending"),
        KeyBindings.Binding(keys: [.character("q")], request: .quit, keyLabel: "q", help: "quit ghbrowse"),
        SharedKeys.refresh(help: "refresh every loaded page now, whatever its age"),
        KeyBindings.Binding(keys: [.character("f")], request: .showFiles, keyLabel: "f",
                            help: "the selected repository's files"),
        KeyBindings.Binding(keys: [.character("c")], request: .showCommits, keyLabel: "c",
                            help: "the selected repository's commits"),
        KeyBindings.Binding(keys: [.character("R")], request: .showReleases, keyLabel: "R",
                            help: "the selected repository's releases"),
        KeyBindings.Binding(keys: [.character("i")], request: .showIssues, keyLabel: "i",
                            help: "the selected repository's issues"),
        KeyBindings.Binding(keys: [.character("p")], request: .showPullRequests, keyLabel: "p",
                            help: "the selected repository's pull requests"),
        KeyBindings.Binding(keys: [.character("a")], request: .showWorkflowRuns, keyLabel: "a",
                            help: "the selected repository's GitHub Actions runs"),
        KeyBindings.Binding(keys: [.character("*")], request: .toggleStar, keyLabel: "*",
                            help: "star the selected repository, or unstar it (needs a token)"),
        SharedKeys.copyLink(help: "copy the selected repository's link to the clipboard"),
        KeyBindings.Binding(keys: [.character("m")], request: .showYourLists, keyLabel: "m",
                            help: "yours: your stars, repositories, notifications, pull requests, review requests, issues", hint: "yours"),
    ])

    static let openedResults = KeyBindings.Section(.openedResults, extending: .results, [
        KeyBindings.Binding(keys: [.escape, .left, .backspace], request: .back, keyLabel: "Esc/←/Backspace",
                            help: "back to the detail it was opened from", hint: "back"),
    ])

    static let queryField = KeyBindings.Section(.queryField, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "search", hint: "search"),
        KeyBindings.Binding(keys: [.up], request: .olderEntry, keyLabel: "↑", help: "earlier search from the history",
                            hint: "history"),
        KeyBindings.Binding(keys: [.down], request: .newerEntry, keyLabel: "↓",
                            help: "later search, back to what you typed"),
        KeyBindings.Binding(keys: [.left, .control("b")], request: .cursorLeft, keyLabel: "←/Ctrl-B",
                            help: "cursor left"),
        KeyBindings.Binding(keys: [.right, .control("f")], request: .cursorRight, keyLabel: "→/Ctrl-F",
                            help: "cursor right"),
        KeyBindings.Binding(keys: [.home, .control("a")], request: .cursorToStart, keyLabel: "Home/Ctrl-A",
                            help: "cursor to the start"),
        KeyBindings.Binding(keys: [.end, .control("e")], request: .cursorToEnd, keyLabel: "End/Ctrl-E",
                            help: "cursor to the end"),
        KeyBindings.Binding(keys: [.backspace], request: .deleteBackward, keyLabel: "Backspace",
                            help: "delete the character before the cursor"),
        KeyBindings.Binding(keys: [.delete, .control("d")], request: .deleteForward, keyLabel: "Delete/Ctrl-D",
                            help: "delete the character under the cursor"),
        KeyBindings.Binding(keys: [.control("k")], request: .deleteToEnd, keyLabel: "Ctrl-K", help: "delete to the end"),
        KeyBindings.Binding(keys: [.control("u")], request: .deleteToStart, keyLabel: "Ctrl-U", help: "clear the field"),
        KeyBindings.Binding(keys: [.control("w")], request: .deleteWordBackward, keyLabel: "Ctrl-W",
                            help: "delete the word before the cursor"),
        KeyBindings.Binding(keys: [.escape, .tab], request: .leaveField, keyLabel: "Esc/Tab", help: "leave the field",
                            hint: "results"),
    ])
}
