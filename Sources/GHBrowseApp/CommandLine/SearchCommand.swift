import ArgumentParser
import Entities
import Usecases

/// `ghbrowse search QUERY…`: prints matching repositories as lines, a table, or JSON.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search repositories and print them.",
        discussion: """
            Piped, prints one tab-separated line per repository: full name, description, stars, language, \
            visibility, updated. On a terminal, prints an aligned table. \
            Searches from the command line are not added to the search history, and config.toml's sort and order \
            are not used: a script gets GitHub's best match unless it says --sort.

            \(JSONOptions.fieldsSentence(command: "search"))
            """)

    @Argument(help: "Search words and GitHub qualifiers, e.g. tetris language:swift stars:>100.")
    var query: [String]

    @Option(name: [.short, .long], help: "How many repositories to print (1 to 1000).")
    var limit = 30

    @Option(help: ArgumentHelp("best-match (the default), stars, forks, help-wanted-issues or updated.", valueName: "sort"))
    var sort: SearchSortArgument?

    @Option(help: "asc or desc (with a --sort other than best-match).")
    var order: SearchOrder?

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard (1...1000).contains(limit) else {
            throw ValidationError("--limit must be between 1 and 1000 (GitHub returns at most 1000 results).")
        }
        guard !query.joined().allSatisfy({ $0 == " " }) else {
            throw ValidationError("Give a search query, e.g. ghbrowse search tetris language:swift")
        }
        if order != nil, sort?.sort == nil {
            throw ValidationError("--order needs --sort: a best-match search has no order.")
        }
        try output.check(command: "search")
    }

    func run() throws {
        let request = SearchCommandRequest(query: query.joined(separator: " "), limit: limit, sort: sort?.sort,
                                           order: order, json: output.json.request)
        try output.perform { run, finish in
            run.searchRunner().run(request, completion: finish)
        }
    }
}
