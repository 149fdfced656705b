import ScreenKit
import TerminalUI

public extension KeyContext {
    /// The repository detail screen.
    static let detail = KeyContext("Detail")
}

public extension KeyRequest {
    /// A list of the repository owner's repositories.
    static let showOwnerRepositories = KeyRequest("owner-repositories")
    /// A list for one of the repository's topics.
    static let chooseTopic = KeyRequest("choose-topic")
    /// A list in the repository's main language.
    static let showLanguageRepositories = KeyRequest("language-repositories")
    /// Choose the current ref among the branches and tags.
    static let chooseRef = KeyRequest("choose-ref")
    /// A code search in the repository's files.
    static let searchCode = KeyRequest("search-code")
    /// The repository's clone URL (https) to the clipboard: no key, the command palette's.
    static let copyCloneURL = KeyRequest("copy-clone-url")
    /// Clone the repository with git into a directory asked for.
    static let cloneRepository = KeyRequest("clone-repository")
}

/// The repository detail's section of the key table; its hints are the detail's status line, the
/// keys into the repository's insides (files, commits, releases, ref) first.
public enum RepositoryDetailKeys {
    public static let sections: [KeyBindings.Section] = [detail]

    static let detail = KeyBindings.Section(.detail, SharedKeys.moving(verb: "scroll")
        + LinkKeys.bindings(of: "the README's") + [
        TextFindKeys.find,
        SharedKeys.browser(help: "open in the browser"),
        SharedKeys.copyLink(help: "copy the repository's link to the clipboard"),
        .keyless(.copyCloneURL, help: "copy the repository's clone URL (https) to the clipboard"),
        KeyBindings.Binding(keys: [.character("u")], request: .showOwnerRepositories, keyLabel: "u",
                            help: "the owner's repositories, most stars first", hint: "owner"),
        KeyBindings.Binding(keys: [.character("t")], request: .chooseTopic, keyLabel: "t",
                            help: "repositories with one of its topics", hint: "topic"),
        KeyBindings.Binding(keys: [.character("L")], request: .showLanguageRepositories, keyLabel: "L",
                            help: "the current search in its main language", hint: "language"),
        KeyBindings.Binding(keys: [.character("f")], request: .showFiles, keyLabel: "f",
                            help: "the repository's files at the current ref", hint: "files",
                            hintRank: 0),
        KeyBindings.Binding(keys: [.character("c")], request: .showCommits, keyLabel: "c",
                            help: "the history of the current ref", hint: "commits",
                            hintRank: 0),
        KeyBindings.Binding(keys: [.character("R")], request: .showReleases, keyLabel: "R",
                            help: "the repository's releases", hint: "releases",
                            hintRank: 0),
        KeyBindings.Binding(keys: [.character("i")], request: .showIssues, keyLabel: "i",
                            help: "the repository's issues, open first", hint: "issues"),
        KeyBindings.Binding(keys: [.character("p")], request: .showPullRequests, keyLabel: "p",
                            help: "the repository's pull requests, open first", hint: "pulls"),
        KeyBindings.Binding(keys: [.character("a")], request: .showWorkflowRuns, keyLabel: "a",
                            help: "the repository's GitHub Actions runs, newest first", hint: "actions"),
        KeyBindings.Binding(keys: [.character("S")], request: .searchCode, keyLabel: "S",
                            help: "search code in the repository (needs a token)",
                            hint: "code"),
        KeyBindings.Binding(keys: [.character("C")], request: .cloneRepository, keyLabel: "C",
                            help: "clone the repository with git (asks where)", hint: "clone"),
        SharedKeys.refresh(help: "refresh the repository, README and languages now", hint: "refresh"),
        SharedKeys.back(help: "back to the list"),
        KeyBindings.Binding(keys: [.character("*")], request: .toggleStar, keyLabel: "*",
                            help: "star the repository, or unstar it (needs a token)", hint: "star"),
        KeyBindings.Binding(keys: [.character("b")], request: .chooseRef, keyLabel: "b",
                            help: "choose the current ref among the branches and tags", hint: "ref",
                            hintRank: 0),
    ])
}
