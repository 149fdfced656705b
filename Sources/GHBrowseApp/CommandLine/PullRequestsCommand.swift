import ArgumentParser

/// `ghbrowse prs OWNER/REPO [--state S] [--search Q] [--limit N] [--json [FIELDS]]`: a repository's pull requests.
struct PullRequestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prs",
        abstract: "List a repository's pull requests, most recently updated first.",
        discussion: """
            Piped, prints one tab-separated line per pull request: number, state (open, draft, merged, closed), title, \
            head branch, base branch, author, updated (ISO 8601). With --search the branches are empty: GitHub's search \
            does not say them.

            \(JSONOptions.fieldsSentence(command: "prs"))
            """)

    @OptionGroup var list: ConversationListOptions

    func validate() throws {
        try list.output.check(command: "prs")
    }

    func run() throws {
        try list.perform(kind: .pullRequest)
    }
}
