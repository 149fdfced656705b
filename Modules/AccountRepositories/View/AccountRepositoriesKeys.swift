import ScreenKit
import TerminalUI

public extension KeyContext {
    /// Your stars or your repositories (`m` on a list, then a choice).
    static let accountRepositories = KeyContext("Your stars and repositories (m)", name: "your-stars-and-repositories")
}

/// The section of the key table for your stars and repositories: a list like a search's, with
/// GitHub's one order.
public enum AccountRepositoriesKeys {
    public static let sections: [KeyBindings.Section] = [accountRepositories]

    static let accountRepositories = KeyBindings.Section(.accountRepositories, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the selected repository",
                            hint: "open"),
        SharedKeys.refresh(help: "ask GitHub for the first page again now", hint: "refresh"),
        SharedKeys.copyLink(help: "copy the selected repository's link to the clipboard"),
        KeyBindings.Binding(keys: [.character("s")], request: .cycleSort, keyLabel: "s",
                            help: "says why: GitHub lists these in one order"),
        KeyBindings.Binding(keys: [.character("S")], request: .flipOrder, keyLabel: "S",
                            help: "says why: GitHub lists these in one order"),
        SharedKeys.back(help: "back to the list it was opened from"),
    ])
}
