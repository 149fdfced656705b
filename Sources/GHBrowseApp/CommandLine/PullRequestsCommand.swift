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

    @OptionGroup var repository: RepositoryArgument
    @OptionGroup var list: ConversationListOptions
    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    func validate() throws {
        try json.check(command: "prs")
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color) { run, finish in
            run.conversationListRunner(cache: cache)
                .run(.init(fullName: repository.repository, kind: .pullRequest, state: list.state, search: list.search,
                           limit: list.limit, json: json.request), completion: finish)
        }
    }
}
