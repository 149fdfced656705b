import ArgumentParser

/// `ghbrowse issues OWNER/REPO [--state S] [--search Q] [--limit N] [--json [FIELDS]]`: a repository's issues.
struct IssuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues",
        abstract: "List a repository's issues, most recently updated first (pull requests left out).",
        discussion: """
            Piped, prints one tab-separated line per issue: number, state (open, closed, not planned), title, labels \
            (comma-separated), author, comments, updated (ISO 8601).

            \(JSONOptions.fieldsSentence(command: "issues"))
            """)

    @OptionGroup var repository: RepositoryArgument
    @OptionGroup var list: ConversationListOptions
    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    func validate() throws {
        try json.check(command: "issues")
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color) { run, finish in
            run.conversationListRunner(cache: cache)
                .run(.init(fullName: repository.repository, kind: .issue, state: list.state, search: list.search,
                           limit: list.limit, json: json.request), completion: finish)
        }
    }
}
