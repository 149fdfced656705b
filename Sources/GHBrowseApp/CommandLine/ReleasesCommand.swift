import ArgumentParser

/// `ghbrowse releases OWNER/REPO [--limit N] [--json [FIELDS]]`: a repository's releases.
struct ReleasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "releases",
        abstract: "List a repository's releases, newest first.",
        discussion: """
            Piped, prints one tab-separated line per release: tag, name, date (ISO 8601, published or created), and \
            latest, prerelease or draft.

            \(JSONOptions.fieldsSentence(command: "releases"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Option(name: [.short, .long], help: "How many releases to print (1 to 1000).")
    var limit = 30

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        try output.check(command: "releases")
    }

    func run() throws {
        try output.perform { run, finish in
            run.releasesRunner(cache: output.cache)
                .run(fullName: repository.repository, limit: limit, json: output.json.request,
                     completion: finish)
        }
    }
}
