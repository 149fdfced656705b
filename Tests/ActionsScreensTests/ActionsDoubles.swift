import Foundation
import Entities
import JobLogPresenter
import TestSupport
import Usecases
import WorkflowRunPresenter
import WorkflowRunsPresenter

/// Holds each runs request so a test answers it when it likes.
@MainActor
final class WorkflowRunsUsecaseMock: WorkflowRunsUsecase {
    struct Call {
        let filter: WorkflowRunFilter
        let page: Int
        let freshness: AnswerFreshness
        let completion: @MainActor (Result<CachedThenFresh<PagedAnswer<WorkflowRun>>, GitHubError>) -> Void
    }

    private(set) var calls: [Call] = []

    func fetchRuns(fullName: String, filter: WorkflowRunFilter, page: Int, perPage: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<PagedAnswer<WorkflowRun>>, GitHubError>) -> Void)
        -> Cancellable {
        calls.append(Call(filter: filter, page: page, freshness: freshness, completion: completion))
        return CancellableSpy()
    }
}

/// Holds each run and jobs request.
@MainActor
final class WorkflowRunUsecaseMock: WorkflowRunUsecase {
    private(set) var runCalls: [(freshness: AnswerFreshness,
                                 completion: @MainActor (Result<CachedThenFresh<WorkflowRun>, GitHubError>) -> Void)] = []
    private(set) var jobCalls: [(freshness: AnswerFreshness,
                                 completion: @MainActor (Result<CachedThenFresh<[WorkflowJob]>, GitHubError>) -> Void)] = []

    func fetchRun(fullName: String, runID: Int, freshness: AnswerFreshness,
                  completion: @escaping @MainActor (Result<CachedThenFresh<WorkflowRun>, GitHubError>) -> Void) -> Cancellable {
        runCalls.append((freshness, completion))
        return CancellableSpy()
    }

    func fetchJobs(fullName: String, runID: Int, freshness: AnswerFreshness,
                   completion: @escaping @MainActor (Result<CachedThenFresh<[WorkflowJob]>, GitHubError>) -> Void)
        -> Cancellable {
        jobCalls.append((freshness, completion))
        return CancellableSpy()
    }
}

/// Holds each log request.
@MainActor
final class JobLogUsecaseMock: JobLogUsecase {
    private(set) var calls: [(job: WorkflowJob, freshness: AnswerFreshness,
                              completion: @MainActor (Result<CachedThenFresh<JobLog>, GitHubError>) -> Void)] = []

    func fetchLog(fullName: String, job: WorkflowJob, freshness: AnswerFreshness,
                  completion: @escaping @MainActor (Result<CachedThenFresh<JobLog>, GitHubError>) -> Void) -> Cancellable {
        calls.append((job, freshness, completion))
        return CancellableSpy()
    }
}

@MainActor
final class WorkflowRunsViewSpy: WorkflowRunsDisplay {
    private(set) var models: [WorkflowRunsViewModel] = []
    var last: WorkflowRunsViewModel { models.last ?? WorkflowRunsViewModel() }
    func display(_ viewModel: WorkflowRunsViewModel) { models.append(viewModel) }
}

@MainActor
final class WorkflowRunViewSpy: WorkflowRunDisplay {
    private(set) var models: [WorkflowRunViewModel] = []
    var last: WorkflowRunViewModel { models.last ?? WorkflowRunViewModel() }
    func display(_ viewModel: WorkflowRunViewModel) { models.append(viewModel) }
}

@MainActor
final class JobLogViewSpy: JobLogDisplay {
    private(set) var models: [JobLogViewModel] = []
    var last: JobLogViewModel { models.last ?? JobLogViewModel() }
    func display(_ viewModel: JobLogViewModel) { models.append(viewModel) }
}

/// Runs, jobs and logs made for the screens' tests.
enum SampleActions {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func run(_ id: Int, workflow: String = "CI", conclusion: String? = "success", branch: String = "main",
                    hoursAgo: Double = 3) -> WorkflowRun {
        WorkflowRun(id: id, workflowName: workflow, runNumber: id, event: "push",
                    status: conclusion == nil ? "in_progress" : "completed", conclusion: conclusion, headBranch: branch,
                    htmlURL: "https://github.com/o/r/actions/runs/\(id)",
                    createdAt: now.addingTimeInterval(-hoursAgo * 3_600),
                    updatedAt: now.addingTimeInterval(-hoursAgo * 3_600 + 185),
                    runStartedAt: now.addingTimeInterval(-hoursAgo * 3_600), headCommitMessage: "Fix it\n\nbody")
    }

    static func job(_ id: Int, failedStep: Int? = nil) -> WorkflowJob {
        let steps = (1...3).map { number in
            WorkflowStep(number: number, name: "step \(number)", status: "completed",
                         conclusion: failedStep == number ? "failure" : (failedStep.map { number > $0 } == true ? "skipped" : "success"))
        }
        return WorkflowJob(id: id, runID: 1, name: "job \(id)", status: "completed",
                           conclusion: failedStep == nil ? "success" : "failure",
                           htmlURL: "https://github.com/o/r/actions/runs/1/job/\(id)", steps: steps)
    }

    static func page(_ runs: [WorkflowRun], next: Int? = nil) -> PagedAnswer<WorkflowRun> {
        PagedAnswer(items: runs, page: 1, nextPage: next)
    }

    /// A log: a group of two lines, output, a warning, an error in a second group, output.
    static let log = JobLog(bytes: Array("""
        2023-02-17T16:03:46.0000000Z ##[group]Run setup
        2023-02-17T16:03:46.1000000Z inside one
        2023-02-17T16:03:46.2000000Z ##[endgroup]
        2023-02-17T16:03:47.0000000Z \u{1B}[32mPASSED\u{1B}[0m plain
        2023-02-17T16:03:48.0000000Z ##[warning]careful
        2023-02-17T16:03:49.0000000Z ##[group]Run tests
        2023-02-17T16:03:49.1000000Z ##[error]broken
        2023-02-17T16:03:49.2000000Z ##[endgroup]
        2023-02-17T16:03:50.0000000Z \u{1B}]0;title\u{07}after\u{1B}[2J
        2023-02-17T16:03:51.0000000Z ##[error]Process completed with exit code 1.

        """.utf8))
}
