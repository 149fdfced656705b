import Usecases
import Entities
import PresentationKit
import TextCells

/// Runs `ghbrowse runs`: pages of workflow runs until `--limit`, as tab-separated lines, an
/// aligned and coloured list on a terminal, or JSON.
@MainActor
final class RunsCommandRunner {
    private let usecase: WorkflowRunsUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: WorkflowRunsUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, filter: WorkflowRunFilter, limit: Int, json: JSONOutputRequest?,
             completion: @escaping @MainActor (Int32) -> Void) {
        ConversationPages.collect(limit: limit, context: context, fetch: { [self] page, perPage, answer in
            usecase.fetchRuns(fullName: fullName, filter: filter, page: page, perPage: min(perPage, limit),
                              freshness: freshness, completion: answer)
        }, completion: { [self] result in
            switch result {
            case .failure(let error):
                let workflow = filter.workflow.map { "workflow \(TextSanitizer.singleLine($0)): no such workflow in "
                    + TextSanitizer.singleLine(fullName) }
                context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase,
                                   inside: { _ in workflow }, completion: completion)
            case .success(let runs):
                completion(report(runs, json: json))
            }
        })
    }

    private func report(_ runs: [WorkflowRun], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(runs, table: ActionsJSON.runFields, only: json.fields), json)
        }
        var text = ""
        for run in runs {
            let word = RunOutcomeText.word(status: run.status, conclusion: run.conclusion)
            let workflow = TextSanitizer.singleLine(run.workflowName)
            let branch = TextSanitizer.singleLine(run.headBranch ?? "")
            let title = TextSanitizer.singleLine(run.title)
            let event = TextSanitizer.singleLine(run.event)
            if context.output.isTerminal {
                let mark = RunOutcomeText.coloredMark(run.outcome, colored: context.output.usesColor)
                let age = run.createdAt.map { DateText.relative($0, now: context.clock.now) } ?? ""
                let duration = RunDuration.text(run.durationSeconds)
                let columns = "\(TextLayout.pad(TextLayout.truncate(workflow, toWidth: 20), toWidth: 20))  "
                    + "\(TextLayout.pad("#\(run.runNumber)", toWidth: 6))  "
                    + "\(TextLayout.pad(TextLayout.truncate(event, toWidth: 12), toWidth: 12))  "
                    + "\(TextLayout.pad(TextLayout.truncate(branch, toWidth: 18), toWidth: 18))  "
                    + "\(TextLayout.pad(duration, toWidth: 7))  \(TextLayout.pad(age, toWidth: 14))  \(title)"
                text += mark + " " + TextLayout.truncate(columns, toWidth: max(1, context.output.width - 2)) + "\n"
            } else {
                text += [String(run.id), workflow, String(run.runNumber), event, branch, TextSanitizer.singleLine(word),
                         run.durationSeconds.map(String.init) ?? "", run.createdAt.map(ISO8601Text.string) ?? "", title]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }
}
