import ScreenKit
import TerminalUI

public extension KeyContext {
    /// An issue's or a pull request's conversation.
    static let issue = KeyContext("Issue or pull request: conversation", name: "issue")
}

public extension KeyRequest {
    /// The next comment of a conversation.
    static let nextComment = KeyRequest("next-comment")
    /// The previous comment of a conversation.
    static let previousComment = KeyRequest("previous-comment")
}

/// The conversation screen's section of the key table; its hints are the screen's status line.
public enum IssueKeys {
    public static let sections: [KeyBindings.Section] = [issue]

    static let issue = KeyBindings.Section(.issue, SharedKeys.moving(verb: "scroll")
        + LinkKeys.bindings(of: "the conversation's") + [
        TextFindKeys.find,
        KeyBindings.Binding(keys: [.character("n")], request: .nextComment, keyLabel: "n",
                            help: "the next comment (the next match while a search is active)", hint: "next comment"),
        KeyBindings.Binding(keys: [.character("N")], request: .previousComment, keyLabel: "N",
                            help: "the previous comment (the previous match while a search is active)"),
        SharedKeys.browser(help: "the issue or pull request on github.com"),
        SharedKeys.copyLink(help: "copy the issue's or pull request's link to the clipboard"),
        SharedKeys.refresh(help: "the conversation again from GitHub now"),
    ] + PullRequestKeys.switching + [
        SharedKeys.back(help: "back to the list"),
    ])
}
