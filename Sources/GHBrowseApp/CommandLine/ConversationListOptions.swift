import ArgumentParser
import Entities

extension IssueListState: ExpressibleByArgument {}

/// `--state`, `--search` and `--limit` of `issues` and `prs`.
struct ConversationListOptions: ParsableArguments {
    @Option(help: ArgumentHelp("open, closed or all (with --search: added to the query as is:open or is:closed, unless it says is:open, is:closed or state:).",
                               valueName: "state"))
    var state: IssueListState = .open

    @Option(help: ArgumentHelp("Search with GitHub's issue-search qualifiers (label:bug author:octocat sort:comments-desc, "
                               + "words too); repo:OWNER/REPO and is:issue or is:pr are added.", valueName: "query"))
    var search: String?

    @Option(name: [.short, .long], help: "How many to print (1 to 1000).")
    var limit = 30

    func validate() throws {
        guard (1...1_000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000.") }
        if let search, search.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
            throw ValidationError("--search needs a query.")
        }
    }
}
