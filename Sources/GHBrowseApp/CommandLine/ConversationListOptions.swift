import ArgumentParser
import Entities

extension IssueListState: ExpressibleByArgument {}

/// What `issues` and `prs` take: the repository, `--state`, `--search`, `--limit` and the output
/// options; and their run.
struct ConversationListOptions: ParsableArguments {
    @OptionGroup var repository: RepositoryArgument

    @Option(help: ArgumentHelp("open, closed or all (with --search: added to the query as is:open or is:closed, unless it says is:open, is:closed or state:).",
                               valueName: "state"))
    var state: IssueListState = .open

    @Option(help: ArgumentHelp("Search with GitHub's issue-search qualifiers (label:bug author:octocat sort:comments-desc, "
                               + "words too); repo:OWNER/REPO and is:issue or is:pr are added.", valueName: "query"))
    var search: String?

    @Option(name: [.short, .long], help: "How many to print (1 to 1000).")
    var limit = 30

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        if let search, search.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
            throw ValidationError("--search needs a query.")
        }
    }

    /// Prints the repository's issues or pull requests (`kind`) as asked.
    func perform(kind: IssueSearchKind) throws {
        try output.perform { run, finish in
            run.conversationListRunner(cache: output.cache)
                .run(.init(fullName: repository.repository, kind: kind, state: state, search: search, limit: limit,
                           json: output.json.request), completion: finish)
        }
    }
}
