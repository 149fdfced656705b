import APIClient
import Entities
import Usecases
import Interactors
import ResponseCache
import TestSupport
import XCTest

/// The Actions use cases over a scripted client: the runs' filters become the endpoint's
/// parameters, a run's jobs are every page, a finished job's log comes from the cache and a
/// running job's never does.
@MainActor
final class ActionsInteractorTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let scheduler = InlineScheduler()

    private func collect<Value>(_ describe: @escaping (Value) -> String)
        -> (answers: () -> [String], completion: @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        var answers: [String] = []
        return ({ answers }, { result in
            switch result {
            case .success(.cached(let value, _, _)): answers.append("cached \(describe(value))")
            case .success(.fresh(let value, _)): answers.append("fresh \(describe(value))")
            case .failure(let error): answers.append("failed \(error)")
            }
        })
    }

    private func run(_ id: Int) -> WorkflowRun {
        WorkflowRun(id: id, workflowName: "CI", status: "completed", conclusion: "success")
    }

    private func job(_ id: Int, status: String = "completed") -> WorkflowJob {
        WorkflowJob(id: id, name: "job \(id)", status: status)
    }

    func testRunsAreFilteredThroughTheEndpointsParametersAndPaged() async {
        let target = "/repos/o/r/actions/runs?branch=main&event=push&status=failure&per_page=30&page=2"
        github.store(target, WorkflowRunList(totalCount: 1, runs: [run(1)]))
        github.answer(target, with: WorkflowRunList(totalCount: 90, runs: [run(1), run(2)]), links: PageLinks(next: 3, last: 3))
        let (answers, completion) = collect { (page: PagedAnswer<WorkflowRun>) in
            "\(page.items.map(\.id)) next \(page.nextPage ?? 0)"
        }
        WorkflowRunsInteractor(client: github, scheduler: scheduler)
            .fetchRuns(fullName: "o/r", filter: WorkflowRunFilter(branch: "main", event: "push", status: "failure"), page: 2,
                       perPage: 30, freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["cached [1] next 0", "fresh [1, 2] next 3"])
    }

    func testAWorkflowFilterAsksForThatWorkflowsRuns() async {
        github.answer("/repos/o/r/actions/workflows/ci.yml/runs?per_page=100&page=1", with: WorkflowRunList(totalCount: 0, runs: []))
        let (answers, completion) = collect { (page: PagedAnswer<WorkflowRun>) in "\(page.items.count)" }
        WorkflowRunsInteractor(client: github, scheduler: scheduler)
            .fetchRuns(fullName: "o/r", filter: WorkflowRunFilter(workflow: "ci.yml"), page: 1, perPage: 500,
                       freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh 0"])
    }

    func testARunsJobsAreEveryPage() async {
        github.answer("/repos/o/r/actions/runs/7/jobs?per_page=2&page=1", with: WorkflowJobList(totalCount: 5, jobs: [job(1), job(2)]),
                      links: PageLinks(next: 2, last: 3))
        github.answer("/repos/o/r/actions/runs/7/jobs?per_page=2&page=2", with: WorkflowJobList(totalCount: 5, jobs: [job(3), job(4)]),
                      links: PageLinks(next: 3, last: 3))
        github.answer("/repos/o/r/actions/runs/7/jobs?per_page=2&page=3", with: WorkflowJobList(totalCount: 5, jobs: [job(5)]))
        let (answers, completion) = collect { (jobs: [WorkflowJob]) in "\(jobs.map(\.id))" }
        WorkflowRunInteractor(client: github, scheduler: scheduler, jobsPerPage: 2)
            .fetchJobs(fullName: "o/r", runID: 7, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh [1, 2, 3, 4, 5]"])
        XCTAssertEqual(github.sentTargets.count, 3)
    }

    func testStoredJobsAnswerFirstOnlyWhenEveryPageIsStored() async {
        github.store("/repos/o/r/actions/runs/7/jobs?per_page=100&page=1", WorkflowJobList(totalCount: 2, jobs: [job(1)]),
                     links: PageLinks(next: 2, last: 2))
        github.answer("/repos/o/r/actions/runs/7/jobs?per_page=100&page=1", with: WorkflowJobList(totalCount: 1, jobs: [job(1)]))
        let (answers, completion) = collect { (jobs: [WorkflowJob]) in "\(jobs.map(\.id))" }
        WorkflowRunInteractor(client: github, scheduler: scheduler)
            .fetchJobs(fullName: "o/r", runID: 7, freshness: .cachedThenFresh, completion: completion)
        XCTAssertEqual(answers(), ["fresh [1]"], "page 2 is not stored: no partial list first")
        github.store("/repos/o/r/actions/runs/7/jobs?per_page=100&page=2", WorkflowJobList(totalCount: 2, jobs: [job(2)]))
        let (again, secondCompletion) = collect { (jobs: [WorkflowJob]) in "\(jobs.map(\.id))" }
        WorkflowRunInteractor(client: github, scheduler: scheduler)
            .fetchJobs(fullName: "o/r", runID: 7, freshness: .cachedThenFresh, completion: secondCompletion)
        XCTAssertEqual(again(), ["cached [1, 2]", "fresh [1]"])
    }

    func testOneRun() async {
        github.answer("/repos/o/r/actions/runs/7", with: run(7))
        let (answers, completion) = collect { (run: WorkflowRun) in "\(run.id) \(run.outcome)" }
        WorkflowRunInteractor(client: github, scheduler: scheduler)
            .fetchRun(fullName: "o/r", runID: 7, freshness: .latest, completion: completion)
        XCTAssertEqual(answers(), ["fresh 7 success"])
    }

    func testAFinishedJobsLogIsReadFromTheCacheARunningJobsNever() async {
        let target = "/repos/o/r/actions/jobs/9/logs"
        github.store(target, JobLog(bytes: Array("old\n".utf8)))
        github.answer(target, with: JobLog(bytes: Array("new\n".utf8)))
        let describe = { (log: JobLog) in String(decoding: log.bytes, as: UTF8.self) }
        let (finished, finishedCompletion) = collect(describe)
        JobLogInteractor(client: github, scheduler: scheduler)
            .fetchLog(fullName: "o/r", job: job(9), freshness: .cachedThenFresh, completion: finishedCompletion)
        XCTAssertEqual(finished(), ["cached old\n", "fresh new\n"])
        let (running, runningCompletion) = collect(describe)
        JobLogInteractor(client: github, scheduler: scheduler)
            .fetchLog(fullName: "o/r", job: job(9, status: "in_progress"), freshness: .cachedThenFresh,
                      completion: runningCompletion)
        XCTAssertEqual(running(), ["fresh new\n"])
    }

    func testTheLogRequestFollowsItsRedirectWithoutCredentialsAndIsKeptOnlyWhenFinished() async {
        let finished = GitHubAPI.JobLogs(owner: "o", name: "r", jobID: 9, jobFinished: true)
        let running = GitHubAPI.JobLogs(owner: "o", name: "r", jobID: 9, jobFinished: false)
        XCTAssertEqual(finished.redirect, .elsewhereWithoutCredentials)
        XCTAssertTrue(finished.isStored && finished.isImmutable)
        XCTAssertFalse(running.isStored || running.isImmutable)
        XCTAssertEqual(GitHubAPI.WorkflowRunDetail(owner: "o", name: "r", runID: 1).redirect, .followed)
    }

    func testANameThatIsNoRepositoryAsksNothing() async {
        let (answers, completion) = collect { (log: JobLog) in "\(log.bytes.count)" }
        JobLogInteractor(client: github, scheduler: scheduler)
            .fetchLog(fullName: "../x", job: job(1), freshness: .latest, completion: completion)
        XCTAssertEqual(answers().count, 1)
        XCTAssertEqual(github.sentTargets, [])
    }
}
