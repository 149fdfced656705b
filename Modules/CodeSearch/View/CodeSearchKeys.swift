import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A code search's results.
    static let codeSearch = KeyContext("Code search (code: QUERY)", name: "code-search")
    /// The same while `/` edits the query.
    static let codeSearchQuery = KeyContext("Code search: the query (/)", name: "code-search-query")
}

public extension KeyRequest {
    /// Edit a code search's query (sent only by Enter: code search's budget is 10 a minute).
    static let editCodeQuery = KeyRequest("edit-code-query")
}

/// The code search screen's sections of the key table; their hints are the screen's status line.
public enum CodeSearchKeys {
    public static let sections: [KeyBindings.Section] = [list, query]

    static let list = KeyBindings.Section(.codeSearch, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "the selected file, scrolled to its first match, the words searched (n: the next)",
                            hint: "open"),
        KeyBindings.Binding(keys: [.character("/")], request: .editCodeQuery, keyLabel: "/",
                            help: "another query: words and qualifiers (language:go path:src …), sent by Enter",
                            hint: "query"),
        SharedKeys.browser(help: "the selected file on github.com"),
        SharedKeys.refresh(help: "search again now (code search allows 10 a minute)"),
        SharedKeys.back(help: "back"),
    ])

    static let query = KeyBindings.Section(.codeSearchQuery, [
        KeyBindings.Binding(keys: [.enter], request: .submit, keyLabel: "Enter",
                            help: "search (nothing is sent while typing)", hint: "search"),
    ] + FilterKeys.editing(backspaceHelp: "delete the last character") + [
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "leave the query as it was",
                            hint: "cancel"),
    ])
}
