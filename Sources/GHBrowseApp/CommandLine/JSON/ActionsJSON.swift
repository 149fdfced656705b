import Entities

/// The JSON fields of `runs` and `run`, named as `gh run list --json` and `gh run view --json` name them.
enum ActionsJSON {
    /// `runs`: one workflow run.
    static let runFields = JSONFieldTable<WorkflowRun>([
        ("databaseId", { .int($0.id) }),
        ("number", { .int($0.runNumber) }),
        ("attempt", { .int($0.runAttempt) }),
        ("workflowName", { .string($0.workflowName) }),
        ("displayTitle", { .nullable($0.displayTitle) }),
        ("event", { .string($0.event) }),
        ("headBranch", { .nullable($0.headBranch) }),
        ("headSha", { .nullable($0.headSHA) }),
        ("status", { .string($0.status) }),
        ("conclusion", { .nullable($0.conclusion) }),
        ("createdAt", { .date($0.createdAt) }),
        ("startedAt", { .date($0.runStartedAt) }),
        ("updatedAt", { .date($0.updatedAt) }),
        ("url", { .nullable($0.htmlURL) }),
    ])

    /// `run`: the run's fields and its jobs with their steps.
    static let runWithJobsFields = JSONFieldTable<RunWithJobs>(runFields.pulledBack { $0.run },
                                                               adding: [("jobs", { .array($0.jobs.map(job)) })])

    static func job(_ job: WorkflowJob) -> JSONValue {
        .object(["databaseId": .int(job.id), "name": .string(job.name), "status": .string(job.status),
                 "conclusion": .nullable(job.conclusion), "startedAt": .date(job.startedAt),
                 "completedAt": .date(job.completedAt), "url": .nullable(job.htmlURL),
                 "steps": .array(job.steps.map(step))])
    }

    static func step(_ step: WorkflowStep) -> JSONValue {
        .object(["number": .int(step.number), "name": .string(step.name), "status": .string(step.status),
                 "conclusion": .nullable(step.conclusion), "startedAt": .date(step.startedAt),
                 "completedAt": .date(step.completedAt)])
    }
}

/// A run and its jobs, what `ghbrowse run --json` prints.
struct RunWithJobs: Sendable {
    var run: WorkflowRun
    var jobs: [WorkflowJob]
}
