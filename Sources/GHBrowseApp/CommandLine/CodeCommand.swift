import ArgumentParser

/// `ghbrowse code QUERY [--repo OWNER/REPO] [--limit N] [--json [FIELDS]]`: code search across GitHub.
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Search code across GitHub: the files found and their matching lines. Needs a token.",
        discussion: """
            QUERY is GitHub's code search syntax: words and qualifiers (language:go path:src user:NAME …). \
            Code search has its own rate limit, 10 requests a minute; each page of up to 100 files is one. \
            GitHub gives at most 1,000 results. Piped, prints one tab-separated line per matching line: \
            repository, path, the line (sanitized); a file whose matches GitHub did not show is one line with \
            the third field empty. On a terminal, each file then its lines, the matches in bold.

            \(JSONOptions.fieldsSentence(command: "code"))
            """)

    @Argument(help: "What to search for: words and qualifiers.")
    var query: [String]

    @Option(help: "Search only this repository's files (adds repo:OWNER/REPO).")
    var repo: String?

    @Option(name: [.short, .long], help: "How many files to print (1 to 1000).")
    var limit = 30

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        guard !query.joined().allSatisfy(\.isWhitespace) else {
            throw ValidationError("Say what to search for, e.g. ghbrowse code toto language:python")
        }
        try output.check(command: "code")
    }

    func run() throws {
        try output.perform { run, finish in
            run.codeRunner(cache: output.cache).search(query: query.joined(separator: " "), fullName: repo, limit: limit,
                                                json: output.json.request, completion: finish)
        }
    }
}
