import ArgumentParser

/// `ghbrowse log OWNER/REPO [--ref REF] [--limit N] [--json [FIELDS]]`: a ref's history.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "List a repository's commits, newest first.",
        discussion: """
            Piped, prints one tab-separated line per commit: SHA, date (ISO 8601), author, the first line of the \
            message. On a terminal, an aligned list, through the pager when longer than the screen.

            \(JSONOptions.fieldsSentence(command: "log"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @Option(name: [.short, .long], help: "How many commits to print (1 to 10000).")
    var limit = 30

    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption
    @OptionGroup var pager: PagerOption

    func validate() throws {
        guard (1...10_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 10000.") }
        try json.check(command: "log")
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color, paged: !pager.noPager && json.request == nil) {
            run, finish in
            run.logRunner(cache: cache).run(fullName: repository.repository, ref: ref, limit: limit, json: json.request,
                                            completion: finish)
        }
    }
}
