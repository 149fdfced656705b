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

    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    func validate() throws {
        guard (1...1_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000.") }
        try json.check(command: "releases")
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color) { run, finish in
            run.releasesRunner(cache: cache).run(fullName: repository.repository, limit: limit, json: json.request,
                                                 completion: finish)
        }
    }
}
