import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A repository's issues or pull requests.
    static let issueList = KeyContext("Issues and pull requests (i, p)", name: "issues")
    /// The same while `/` edits the search.
    static let issueListSearch = KeyContext("Issues and pull requests: searching (/)", name: "issues-search")
}

public extension KeyRequest {
    /// Edit the search of an issue list (GitHub's issue search qualifiers).
    static let searchIssues = KeyRequest("search-issues")
}

/// An issue list's sections of the key table; their hints are the screen's status line.
public enum IssueListKeys {
    public static let sections: [KeyBindings.Section] = [list, search]

    static let list = KeyBindings.Section(.issueList, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "the selected issue or pull request: its conversation", hint: "open"),
        KeyBindings.Binding(keys: [.character("/")], request: .searchIssues, keyLabel: "/",
                            help: "search with GitHub's qualifiers (label:bug is:closed author:NAME …)", hint: "search"),
        KeyBindings.Binding(keys: [.character("s")], request: .cycleSort, keyLabel: "s",
                            help: "the next sort: updated, created, comments", hint: "sort"),
        KeyBindings.Binding(keys: [.character("S")], request: .flipOrder, keyLabel: "S",
                            help: "the other order (newest or oldest first)"),
        SharedKeys.browser(help: "the selected one on github.com"),
        SharedKeys.copyLink(help: "copy the selected one's link to the clipboard"),
        SharedKeys.refresh(help: "refresh the list now"),
        SharedKeys.back(help: "back to the repository"),
    ])

    static let search = KeyBindings.Section(.issueListSearch, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter", help: "search (empty: the open ones)",
                            hint: "search"),
    ] + FilterKeys.editing(backspaceHelp: "delete the last character") + [
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "leave the search as it was",
                            hint: "cancel"),
    ])
}
