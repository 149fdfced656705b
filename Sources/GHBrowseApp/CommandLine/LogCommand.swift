import ArgumentParser

/// `ghbrowse log OWNER/REPO [--ref REF] [--limit N] [--json]`: a ref's history.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a repository's commits, newest first.",
        discussion: """
            Piped, prints one tab-separated line per commit: SHA, date (ISO 8601), author, the first
            line of the message. --json prints GitHub's fields (sha, html_url, commit.message,
            commit.author, commit.committer, author.login, parents).
            """)

    @OptionGroup var repository: RepositoryArgument

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @Option(name: [.short, .long], help: "How many commits to print (1 to 10000).")
    var limit = 30

    @Flag(help: "Print a JSON array with GitHub's field names.")
    var json = false

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        guard (1...10_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 10000.") }
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache) { run, finish in
            run.logRunner(cache: cache).run(fullName: repository.repository, ref: ref, limit: limit, json: json,
                                            completion: finish)
        }
    }
}
