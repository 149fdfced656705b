import ArgumentParser

/// `ghbrowse blame OWNER/REPO PATH [--ref REF] [--json [FIELDS]]`: who last changed each line.
struct BlameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "blame",
        abstract: "Print a file's blame: each line with the commit that last changed it.",
        discussion: """
            Piped, prints one tab-separated line per line of the file: SHA, author, date (ISO 8601), line number, \
            the line's text. On a terminal, an aligned list (short SHA, author, day), through the pager when longer \
            than the screen. Blame comes from GitHub's GraphQL API, which needs a token (gh auth login, or GH_TOKEN).

            \(JSONOptions.fieldsSentence(command: "blame"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("The file's path in the repository.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @OptionGroup var output: OutputOptions
    @OptionGroup var pager: PagerOption

    func validate() throws {
        try output.check(command: "blame")
    }

    func run() throws {
        try output.perform(pager: pager) { run, finish in
            run.blameRunner(cache: output.cache)
                .run(fullName: repository.repository, path: path, ref: ref, json: output.json.request,
                     completion: finish)
        }
    }
}
