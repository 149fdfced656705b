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

    @OptionGroup var output: OutputOptions
    @OptionGroup var pager: PagerOption

    func validate() throws {
        try LimitOption.check(limit, within: 1...10_000)
        try output.check(command: "log")
    }

    func run() throws {
        try output.perform(pager: pager) { run, finish in
            run.logRunner(cache: output.cache)
                .run(fullName: repository.repository, ref: ref, limit: limit, json: output.json.request,
                     completion: finish)
        }
    }
}
