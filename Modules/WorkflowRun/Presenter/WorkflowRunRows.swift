import Entities
import PresentationKit
import TextCells

/// A run's jobs as rows: each job, then its steps indented under it; which job a row belongs to.
struct WorkflowRunRows {
    var rows: [WorkflowRunJobRow] = []
    /// For each row, the index of its job.
    var jobIndex: [Int] = []

    init(jobs: [WorkflowJob]) {
        for (index, job) in jobs.enumerated() {
            rows.append(WorkflowRunJobRow(isStep: false, mark: RunMark(job.outcome), name: TextSanitizer.singleLine(job.name),
                                          duration: RunDuration.text(job.durationSeconds)))
            jobIndex.append(index)
            for step in job.steps {
                rows.append(WorkflowRunJobRow(isStep: true, mark: RunMark(step.outcome),
                                              name: "\(step.number). " + TextSanitizer.singleLine(step.name),
                                              duration: RunDuration.text(step.durationSeconds),
                                              failedStep: step.outcome == .failure))
                jobIndex.append(index)
            }
        }
    }

    /// The row of the first failed job, else of the first job.
    static func firstFailedJobRow(_ jobs: [WorkflowJob]) -> Int {
        var row = 0
        for job in jobs {
            if job.outcome == .failure { return row }
            row += 1 + job.steps.count
        }
        return 0
    }
}
