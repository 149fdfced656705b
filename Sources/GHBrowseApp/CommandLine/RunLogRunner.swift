import Usecases
import Entities
import PresentationKit
import TextCells

/// Runs `ghbrowse run-log`: the run's jobs (every page), then the log of each job asked for, one
/// after the other; a job's log as it is, or every line after its job's and step's names, or
/// only the failed steps' lines (`gh run view --log-failed`). On a terminal every line is sanitized.
@MainActor
final class RunLogRunner {
    private let runUsecase: WorkflowRunUsecase
    private let logUsecase: JobLogUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(run: WorkflowRunUsecase, log: JobLogUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        runUsecase = run
        logUsecase = log
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, runID: Int, jobID: Int?, failedOnly: Bool, completion: @escaping @MainActor (Int32) -> Void) {
        runUsecase.fetchJobs(fullName: fullName, runID: runID, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase,
                                   inside: { _ in RunOutcomeText.noSuchRun(runID, in: fullName) }, completion: completion)
            case .success(let answer):
                var jobs = context.value(of: answer)
                if let jobID {
                    jobs = jobs.filter { $0.id == jobID }
                    guard !jobs.isEmpty else {
                        context.output.writeError("ghbrowse: job \(jobID) is not a job of run \(runID)")
                        return completion(CommandLineContext.failureStatus)
                    }
                }
                if failedOnly { jobs = jobs.filter { $0.outcome == .failure } }
                print(jobs, fullName: fullName, whole: jobID != nil && !failedOnly, failedOnly: failedOnly,
                      completion: completion)
            }
        }
    }

    /// Fetches and prints each job's log in turn.
    private func print(_ jobs: [WorkflowJob], fullName: String, whole: Bool, failedOnly: Bool,
                       completion: @escaping @MainActor (Int32) -> Void) {
        guard let job = jobs.first else { return completion(0) }
        logUsecase.fetchLog(fullName: fullName, job: job, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                completion(context.fail(error, about: "the log of job \(job.id)"))
            case .success(let answer):
                let log = context.value(of: answer)
                if whole {
                    if context.output.isTerminal {
                        context.output.write(TextSanitizer.multiline(String(decoding: log.bytes, as: UTF8.self)))
                    } else {
                        context.output.write(bytes: log.bytes)
                    }
                } else {
                    context.output.write(Self.prefixedLines(of: log, job: job, failedOnly: failedOnly,
                                                            sanitized: context.output.isTerminal))
                }
                print(Array(jobs.dropFirst()), fullName: fullName, whole: whole, failedOnly: failedOnly,
                      completion: completion)
            }
        }
    }

    /// Each line as `JOB\tSTEP\tLINE` (the line with its timestamp, as gh prints it); with
    /// `failedOnly` only the lines of the job's failed steps.
    static func prefixedLines(of log: JobLog, job: WorkflowJob, failedOnly: Bool, sanitized: Bool) -> String {
        let raw = JobLogSteps.lines(of: log)
        let parsed = raw.map(JobLogLine.init)
        let owners = JobLogSteps.owners(of: parsed, steps: job.steps)
        let jobName = TextSanitizer.singleLine(job.name)
        var text = ""
        for (index, line) in raw.enumerated() {
            let step = owners[index].flatMap { job.steps.indices.contains($0) ? job.steps[$0] : nil }
            if failedOnly && step?.outcome != .failure { continue }
            var stripped = Substring(line)
            if stripped.last == "\r" { stripped = stripped.dropLast() }
            let body = sanitized ? TextSanitizer.singleLine(String(stripped)) : String(stripped)
            text += jobName + "\t" + TextSanitizer.singleLine(step?.name ?? "") + "\t" + body + "\n"
        }
        return text
    }
}
