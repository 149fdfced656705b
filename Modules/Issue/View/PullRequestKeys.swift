import ScreenKit
import TerminalUI

public extension KeyContext {
    /// A pull request's Commits section (`2`).
    static let pullRequestCommits = KeyContext("Pull request: commits (2)", name: "pull-request-commits")
    /// A pull request's Files section (`3`).
    static let pullRequestFiles = KeyContext("Pull request: files (3)", name: "pull-request-files")
    /// A pull request's Files section while `/` filters the files by path.
    static let pullRequestFilesFilter = KeyContext("Pull request: filtering the files (/)",
                                                   name: "pull-request-files-filter")
    /// A pull request's Checks section (`4`).
    static let pullRequestChecks = KeyContext("Pull request: checks (4)", name: "pull-request-checks")
}

public extension KeyRequest {
    /// A pull request's sections: the conversation, its commits, its files, its checks.
    static let showConversation = KeyRequest("show-conversation")
    static let showCommits = KeyRequest("show-commits")
    static let showFiles = KeyRequest("show-files")
    static let showChecks = KeyRequest("show-checks")
    /// Filter a pull request's files by path.
    static let filterFiles = KeyRequest("filter-files")
}

/// A pull request's sections of the key table (its conversation's is `IssueKeys`): `1`–`4` switch
/// between them on every one.
public enum PullRequestKeys {
    public static let sections: [KeyBindings.Section] = [commits, files, filesFilter, checks]

    /// The section each request shows, `1`–`4`.
    static let sectionRequests: [KeyRequest] = [.showConversation, .showCommits, .showFiles, .showChecks]

    /// `1`–`4`: the pull request's four sections.
    static let switching: [KeyBindings.Binding] = [
        KeyBindings.Binding(keys: [.character("1")], request: .showConversation, keyLabel: "1",
                            help: "a pull request's conversation"),
        KeyBindings.Binding(keys: [.character("2")], request: .showCommits, keyLabel: "2",
                            help: "a pull request's commits"),
        KeyBindings.Binding(keys: [.character("3")], request: .showFiles, keyLabel: "3",
                            help: "a pull request's changed files and their diff"),
        KeyBindings.Binding(keys: [.character("4")], request: .showChecks, keyLabel: "4",
                            help: "a pull request's checks"),
    ]

    static let commits = KeyBindings.Section(.pullRequestCommits, SharedKeys.moving(verb: "move") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "open the commit and its diff",
                            hint: "open"),
        SharedKeys.refresh(help: "the commits again now"),
    ] + switching + [SharedKeys.back(help: "back to the list")])

    static let files = KeyBindings.Section(.pullRequestFiles, SharedKeys.moving(verb: "scroll") + DiffKeys.fileJumps + [
        KeyBindings.Binding(keys: [.character("/")], request: .filterFiles, keyLabel: "/",
                            help: "filter the files by path as you type", hint: "filter"),
        SharedKeys.refresh(help: "the files again now"),
    ] + switching + [SharedKeys.back(help: "back to the list")])

    static let filesFilter = KeyBindings.Section(.pullRequestFilesFilter, FilterKeys.moving(through: "line") + [
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter", help: "keep the filter, back to the files",
                            hint: "done"),
    ] + FilterKeys.editing(backspaceHelp: "delete the last character") + [
        KeyBindings.Binding(keys: [.escape], request: .leaveField, keyLabel: "Esc", help: "clear the filter",
                            hint: "clear"),
    ])

    static let checks = KeyBindings.Section(.pullRequestChecks, SharedKeys.moving(verb: "move") + [
        SharedKeys.browser(help: "open the check's details page in the browser"),
        KeyBindings.Binding(keys: [.enter], request: .open, keyLabel: "Enter",
                            help: "open the check's workflow run here, or its details page"),
        SharedKeys.refresh(help: "the checks again now"),
    ] + switching + [SharedKeys.back(help: "back to the list")])
}
