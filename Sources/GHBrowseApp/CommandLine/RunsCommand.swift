import ArgumentParser
import Entities

/// `ghbrowse runs OWNER/REPO [--branch B] [--status S] [--event E] [--workflow W] [--limit N] [--json [FIELDS]]`:
/// a repository's GitHub Actions workflow runs, newest first.
struct RunsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "runs",
        abstract: "List a repository's GitHub Actions workflow runs, newest first.",
        discussion: """
            The filters are GitHub's own (the endpoint's parameters): --status takes a status (queued, in_progress, \
            completed …) or a conclusion (success, failure, cancelled, skipped …); --workflow a workflow's file name \
            (ci.yml) or id. Piped, prints one tab-separated line per run: id, workflow, number, event, branch, status \
            (the conclusion once completed), duration in seconds (empty while running), created (ISO 8601), title.

            \(JSONOptions.fieldsSentence(command: "runs"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Option(help: "Only the runs of this branch.")
    var branch: String?

    @Option(help: "Only the runs with this status or conclusion.")
    var status: String?

    @Option(help: "Only the runs triggered by this event (push, pull_request, schedule …).")
    var event: String?

    @Option(help: "Only the runs of this workflow (its file name, ci.yml, or id).")
    var workflow: String?

    @Option(name: [.short, .long], help: "How many runs to print (1 to 1000).")
    var limit = 20

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        for value in [branch, status, event, workflow].compactMap({ $0 }) where value.isEmpty {
            throw ValidationError("A filter needs a value.")
        }
        try output.check(command: "runs")
    }

    var filter: WorkflowRunFilter {
        WorkflowRunFilter(branch: branch, event: event, status: status, workflow: workflow)
    }

    func run() throws {
        try output.perform { run, finish in
            run.runsRunner(cache: output.cache).run(fullName: repository.repository, filter: filter, limit: limit,
                                             json: output.json.request, completion: finish)
        }
    }
}
