import Usecases
import Entities
import PresentationKit
import TextCells

/// Runs `ghbrowse run`: a workflow run and every page of its jobs, each job with its steps, as
/// lines, an indented and coloured list on a terminal, or JSON.
@MainActor
final class RunCommandRunner {
    private let usecase: WorkflowRunUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: WorkflowRunUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, runID: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchRun(fullName: fullName, runID: runID, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                fail(error, fullName: fullName, runID: runID, completion: completion)
            case .success(let answer):
                let run = context.value(of: answer)
                usecase.fetchJobs(fullName: fullName, runID: runID, freshness: freshness) { [self] jobs in
                    switch jobs {
                    case .failure(let error):
                        fail(error, fullName: fullName, runID: runID, completion: completion)
                    case .success(let jobs):
                        completion(report(RunWithJobs(run: run, jobs: context.value(of: jobs)), json: json))
                    }
                }
            }
        }
    }

    private func fail(_ error: GitHubError, fullName: String, runID: Int, completion: @escaping @MainActor (Int32) -> Void) {
        context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase,
                           inside: { _ in RunOutcomeText.noSuchRun(runID, in: fullName) }, completion: completion)
    }

    private func report(_ detail: RunWithJobs, json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: ActionsJSON.runWithJobsFields.object(detail, only: json.fields), json)
        }
        let colored = context.output.usesColor
        var text = ""
        if context.output.isTerminal {
            let run = detail.run
            text += RunOutcomeText.coloredMark(run.outcome, colored: colored) + " "
                + TextSanitizer.singleLine("\(run.workflowName) #\(run.runNumber) · \(run.title)") + "\n"
            text += TextSanitizer.singleLine("\(run.event) on \(run.headBranch ?? "?") · "
                                             + RunOutcomeText.word(status: run.status, conclusion: run.conclusion)) + "\n\n"
        }
        for job in detail.jobs {
            let name = TextSanitizer.singleLine(job.name)
            let jobWord = RunOutcomeText.word(status: job.status, conclusion: job.conclusion)
            if context.output.isTerminal {
                text += RunOutcomeText.coloredMark(job.outcome, colored: colored) + " "
                    + TextLayout.truncate("\(name)  \(RunDuration.text(job.durationSeconds))  (id \(job.id))",
                                          toWidth: max(1, context.output.width - 2)) + "\n"
                for step in job.steps {
                    let marker = step.outcome == .failure ? "  ← failed" : ""
                    text += "    " + RunOutcomeText.coloredMark(step.outcome, colored: colored) + " "
                        + TextLayout.truncate("\(step.number). \(TextSanitizer.singleLine(step.name))  "
                                              + "\(RunDuration.text(step.durationSeconds))\(marker)",
                                              toWidth: max(1, context.output.width - 6)) + "\n"
                }
            } else {
                text += [String(job.id), name, "", "", TextSanitizer.singleLine(jobWord),
                         job.durationSeconds.map(String.init) ?? ""].map(TabSeparated.field).joined(separator: "\t") + "\n"
                for step in job.steps {
                    text += ["", name, String(step.number), TextSanitizer.singleLine(step.name),
                             TextSanitizer.singleLine(RunOutcomeText.word(status: step.status, conclusion: step.conclusion)),
                             step.durationSeconds.map(String.init) ?? ""]
                        .map(TabSeparated.field).joined(separator: "\t") + "\n"
                }
            }
        }
        context.output.write(text)
        return 0
    }
}
