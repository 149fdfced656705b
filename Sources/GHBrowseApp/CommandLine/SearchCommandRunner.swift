import Entities
import Usecases

/// What `ghbrowse search` was asked for, parsed.
struct SearchCommandRequest: Equatable {
    var query: String
    var limit: Int
    var sort: RepositorySearchSort?
    var order: SearchOrder?
    var json: JSONOutputRequest?
}

/// Runs `ghbrowse search`: collects the results, then prints JSON, a table (terminal) or
/// tab-separated lines (pipe); no results is success with nothing on standard output.
@MainActor
final class SearchCommandRunner {
    private let collector: SearchCollector
    private let context: CommandLineContext

    init(collector: SearchCollector, context: CommandLineContext) {
        self.collector = collector
        self.context = context
    }

    /// Runs the search; `completion` gets the exit status (0, or 1 when GitHub or the network failed).
    func run(_ request: SearchCommandRequest, completion: @escaping @MainActor (Int32) -> Void) {
        collector.collect(query: request.query, limit: request.limit, sort: request.sort, order: request.order) {
            [self] outcome in
            completion(context.finish(print(outcome, for: request)))
        }
    }

    private func print(_ outcome: SearchCollector.Outcome, for request: SearchCommandRequest) -> Int32 {
        let output = context.output
        if let error = outcome.error { return context.fail(error) }
        if let json = request.json {
            return context.printJSON(writing: JSONFieldRows(outcome.repositories, table: RepositoryJSON.fields, only: json.fields),
                                     json)
        } else if outcome.repositories.isEmpty {
            if output.isTerminal { output.writeError("No repositories match “\(request.query)”.") }
        } else if output.isTerminal {
            output.write(RepositoryOutput.table(outcome.repositories, totalCount: outcome.totalCount,
                                                width: output.width, now: context.clock.now))
        } else {
            output.write(RepositoryOutput.tabSeparated(outcome.repositories))
        }
        return 0
    }
}
