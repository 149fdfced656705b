import ArgumentParser

/// `--limit` of `stars` and `repos`.
struct ListingOptions: ParsableArguments {
    @Option(name: [.short, .long], help: "How many to print (1 to 10000).")
    var limit = 30

    func validate() throws {
        try LimitOption.check(limit, within: 1...10_000)
    }
}

/// `ghbrowse stars`: your stars, newest first, with when you starred each.
struct StarsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stars",
        abstract: "List the repositories you starred, newest star first.",
        discussion: """
            Piped, prints one tab-separated line per repository: full name, description, stars, language, \
            visibility, starred (ISO 8601). On a terminal, prints an aligned table. \
            Needs a token (see `ghbrowse auth status`).

            \(JSONOptions.fieldsSentence(command: "stars"))
            """)

    @OptionGroup var options: ListingOptions
    @OptionGroup var output: OutputOptions

    func validate() throws { try output.check(command: "stars") }

    func run() throws {
        try output.perform { run, finish in
            run.listingRunner().runStars(limit: options.limit, json: output.json.request, completion: finish)
        }
    }
}

/// `ghbrowse repos`: your repositories, recently pushed first.
struct ReposCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repos",
        abstract: "List your repositories, most recently pushed first.",
        discussion: """
            Piped, prints one tab-separated line per repository: full name, description, stars, language, \
            visibility (private ones say so), pushed (ISO 8601). On a terminal, prints an aligned table. \
            Needs a token (see `ghbrowse auth status`).

            \(JSONOptions.fieldsSentence(command: "repos"))
            """)

    @OptionGroup var options: ListingOptions
    @OptionGroup var output: OutputOptions

    func validate() throws { try output.check(command: "repos") }

    func run() throws {
        try output.perform { run, finish in
            run.listingRunner().runRepositories(limit: options.limit, json: output.json.request, completion: finish)
        }
    }
}

/// `ghbrowse star OWNER/REPO` and `ghbrowse unstar OWNER/REPO`.
struct StarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "star", abstract: "Star a repository.")

    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @OptionGroup var color: ColorOption

    func validate() throws { try RepositoryArgument.validate(repository) }

    func run() throws {
        try CommandLineRun.perform(noCache: true, maximumAge: nil, color: color.color) { run, finish in
            run.starRunner().run(starred: true, fullName: repository, completion: finish)
        }
    }
}

/// `ghbrowse unstar OWNER/REPO`.
struct UnstarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unstar", abstract: "Remove your star from a repository.")

    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @OptionGroup var color: ColorOption

    func validate() throws { try RepositoryArgument.validate(repository) }

    func run() throws {
        try CommandLineRun.perform(noCache: true, maximumAge: nil, color: color.color) { run, finish in
            run.starRunner().run(starred: false, fullName: repository, completion: finish)
        }
    }
}
