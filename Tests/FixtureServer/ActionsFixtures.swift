import Foundation
import Synchronization

/// What the stand-in answers about GitHub Actions, from the recorded runs and jobs and, for
/// what no recording has (a failed job, a running run, a log), answers made in their shape:
///
/// - `GET /repos/PyGithub/PyGithub/actions/runs[?branch=&event=&status=&per_page=&page=]`: a
///   running run (`runningRunID`), a failed one (`failedRunID`), the recorded run 4205440316 and
///   the recorded run of `actions-runs-pygithub-pygithub`, newest first, narrowed by the
///   parameters as GitHub narrows them (`status` is a status or a conclusion) and paged with
///   `link` headers; `…/actions/workflows/FILE/runs` narrows to the runs of that workflow file.
///   `ReDASers/PhishBench`: its recorded page of 30 runs, and pages 2 to 20 made from it.
/// - `GET …/actions/runs/ID`: those runs (and EnricoMi/PyGithub's recorded one); else 404.
/// - `GET …/actions/runs/ID/jobs[?per_page=&page=]`: the recorded five jobs of 4205440316; for
///   the failed run the same five, the second (`failedJobID`, "test (Python 3.8)") failed at its
///   step "Run tests" with the steps after it skipped, and a sixth whose log is hostile
///   (`hostileJobID`); for the running run one job in progress (`runningJobID`). Paged by `per_page`.
/// - `GET …/actions/jobs/ID/logs`: 302 to `logOrigin` (`/logs/ID?urlSigningMethod=…`), or
///   without one to this server's own `/__joblogs/ID`; the log host answers with the made log:
///   50,000 lines for the failed job (`MadeJobLog`), the hostile one, a short one for any other.
final class ActionsFixtures: Sendable {
    static let failedRunID = 4205440399
    static let runningRunID = 4205440398
    static let recordedRunID = 4205440316
    static let failedJobID = 11421878402
    static let hostileJobID = 11421878409
    static let runningJobID = 11421878398
    /// The failed job's log: this many lines.
    static let failedLogLines = 50_000

    private let store: FixtureStore
    /// Where a log's redirect points: another port, as GitHub's log host is another host.
    private let origin = Mutex<String?>(nil)
    private let logs = Mutex<[Int: [UInt8]]>([:])

    init(store: FixtureStore) {
        self.store = store
    }

    /// Sets the log host's origin (`http://127.0.0.1:PORT`).
    func setLogOrigin(_ origin: String?) {
        self.origin.withLock { $0 = origin }
    }

    /// The answer for `parts` (decoded segments after `/repos/OWNER/REPO/`), or nil.
    func respond(to request: ReceivedRequest, slug: String, parts: [String], page: Int) -> FixtureResponse? {
        guard parts.first == "actions" else { return nil }
        let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 30))
        let base = "http://\(request.header("host") ?? "127.0.0.1")/repos/\(slug)/actions"
        switch Array(parts.dropFirst()) {
        case ["runs"]:
            return runList(slug: slug, request: request, workflow: nil, page: page, perPage: perPage, path: base + "/runs")
        case let path where path.count == 3 && path[0] == "workflows" && path[2] == "runs":
            return runList(slug: slug, request: request, workflow: path[1], page: page, perPage: perPage,
                           path: base + "/workflows/\(path[1])/runs")
        case let path where path.count == 2 && path[0] == "runs":
            guard let id = Int(path[1]), let run = runs(slug: slug).first(where: { ($0["id"] as? Int) == id })
                ?? (id == 26365060973 ? recordedObject("actions-run-enricomi-pygithub") : nil) else {
                return ConversationFixtures.notFound
            }
            return .json(String(decoding: JSONObject.serialize(run), as: UTF8.self), headers: Self.cacheHeaders)
        case let path where path.count == 3 && path[0] == "runs" && path[2] == "jobs":
            guard let id = Int(path[1]), let jobs = jobs(slug: slug, runID: id) else { return ConversationFixtures.notFound }
            return paged(jobs, key: "jobs", perPage: perPage, page: page, path: base + "/runs/\(id)/jobs")
        case let path where path.count == 3 && path[0] == "jobs" && path[2] == "logs":
            guard let id = Int(path[1]), slug == "pygithub-pygithub", log(id) != nil else { return ConversationFixtures.notFound }
            let origin = origin.withLock { $0 } ?? "http://\(request.header("host") ?? "127.0.0.1")/__joblogs"
            var redirect = (try? store.fixture(named: "actions-job-logs-pygithub-pygithub")).map(FixtureResponse.init(fixture:))
                ?? FixtureResponse(status: 302)
            redirect.headers = redirect.headers.filter { $0.name.lowercased() != "location" } + [
                FixtureHeader(name: "location",
                              value: "\(origin)/logs/\(id)?urlExpires=2023-03-15T17%3A02%3A58Z&urlSigningMethod=HMACV1&urlSignature=made"),
            ]
            return redirect
        default:
            return nil
        }
    }

    /// The log host's answer for `path` (`/logs/ID` or `/__joblogs/logs/ID`), or nil.
    func logHostResponse(path: String) -> FixtureResponse? {
        let segments = path.split(separator: "/")
        guard segments.count >= 2, segments[segments.count - 2] == "logs", let id = Int(segments[segments.count - 1]),
              let log = log(id) else { return nil }
        return FixtureResponse(status: 200, headers: [FixtureHeader(name: "content-type", value: "text/plain; charset=utf-8")],
                               body: log)
    }

    // MARK: Runs

    private static let cacheHeaders = [FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")]

    private func runList(slug: String, request: ReceivedRequest, workflow: String?, page: Int, perPage: Int,
                         path: String) -> FixtureResponse {
        var list: [[String: Any]]
        if slug == "redasers-phishbench" {
            let recorded = recordedObject("actions-runs-page1-redasers-phishbench")["workflow_runs"] as? [[String: Any]] ?? []
            guard page <= 20 else { return listAnswer([], total: 593, links: []) }
            list = recorded.map { run in
                var run = run
                if page > 1, let id = run["id"] as? Int, let number = run["run_number"] as? Int {
                    run["id"] = id - page * 1_000_000
                    run["run_number"] = max(1, number - 30 * (page - 1))
                }
                return run
            }
            let links = (page < 20 ? ["<\(path)?per_page=30&page=\(page + 1)>; rel=\"next\"", "<\(path)?per_page=30&page=20>; rel=\"last\""] : [])
            return listAnswer(filtered(list, request: request, workflow: workflow), total: 593, links: links)
        }
        list = filtered(runs(slug: slug), request: request, workflow: workflow)
        let lastPage = max(1, (list.count + perPage - 1) / perPage)
        let start = min(list.count, (page - 1) * perPage)
        let slice = Array(list[start..<min(list.count, start + perPage)])
        let links = page < lastPage ? ["<\(path)?per_page=\(perPage)&page=\(page + 1)>; rel=\"next\"",
                                       "<\(path)?per_page=\(perPage)&page=\(lastPage)>; rel=\"last\""] : []
        return listAnswer(slice, total: list.count, links: links)
    }

    private func listAnswer(_ runs: [[String: Any]], total: Int, links: [String]) -> FixtureResponse {
        var response = FixtureResponse.json(String(decoding: JSONObject.serialize(["total_count": total, "workflow_runs": runs]),
                                                   as: UTF8.self), headers: Self.cacheHeaders)
        if !links.isEmpty { response.headers.append(FixtureHeader(name: "link", value: links.joined(separator: ", "))) }
        return response
    }

    private func filtered(_ runs: [[String: Any]], request: ReceivedRequest, workflow: String?) -> [[String: Any]] {
        runs.filter { run in
            if let branch = request.query("branch"), run["head_branch"] as? String != branch { return false }
            if let event = request.query("event"), run["event"] as? String != event { return false }
            if let status = request.query("status"), run["status"] as? String != status,
               run["conclusion"] as? String != status { return false }
            if let workflow, !((run["path"] as? String ?? "").hasSuffix("/" + workflow)),
               String(run["workflow_id"] as? Int ?? 0) != workflow { return false }
            return true
        }
    }

    /// PyGithub's runs, newest first; none for another repository.
    private func runs(slug: String) -> [[String: Any]] {
        guard slug == "pygithub-pygithub" else { return [] }
        let recorded = recordedObject("actions-run-pygithub-pygithub-4205440316")
        var failed = recorded
        failed["id"] = Self.failedRunID
        failed["run_number"] = (recorded["run_number"] as? Int ?? 5) + 1
        failed["conclusion"] = "failure"
        failed["html_url"] = "https://github.com/PyGithub/PyGithub/actions/runs/\(Self.failedRunID)"
        failed["created_at"] = "2023-02-17T17:10:00Z"
        failed["run_started_at"] = "2023-02-17T17:10:00Z"
        failed["updated_at"] = "2023-02-17T17:13:05Z"
        if var commit = recorded["head_commit"] as? [String: Any] {
            commit["message"] = "Make every date timezone aware\n\nThe tests compare aware dates now."
            failed["head_commit"] = commit
        }
        var running = recorded
        running["id"] = Self.runningRunID
        running["run_number"] = (recorded["run_number"] as? Int ?? 5) + 2
        running["status"] = "in_progress"
        running["conclusion"] = NSNull()
        running["head_branch"] = "main"
        running["event"] = "push"
        running["created_at"] = "2023-02-17T18:00:00Z"
        running["run_started_at"] = "2023-02-17T18:00:00Z"
        running["updated_at"] = "2023-02-17T18:01:00Z"
        running["html_url"] = "https://github.com/PyGithub/PyGithub/actions/runs/\(Self.runningRunID)"
        let older = (recordedObject("actions-runs-pygithub-pygithub")["workflow_runs"] as? [[String: Any]]) ?? []
        return [running, failed, recorded] + older
    }

    // MARK: Jobs

    private func jobs(slug: String, runID: Int) -> [[String: Any]]? {
        guard slug == "pygithub-pygithub" else { return nil }
        let recorded = recordedObject("actions-run-jobs-pygithub-pygithub-4205440316")["jobs"] as? [[String: Any]] ?? []
        switch runID {
        case Self.recordedRunID:
            return recorded
        case Self.failedRunID:
            var jobs = recorded.enumerated().map { index, job in
                var job = job
                job["id"] = 11421878401 + index
                job["run_id"] = Self.failedRunID
                job["html_url"] = "https://github.com/PyGithub/PyGithub/actions/runs/\(Self.failedRunID)/job/\(11421878401 + index)"
                if index == 1 { job = Self.failing(job) }
                return job
            }
            if var hostile = recorded.first {
                hostile["id"] = Self.hostileJobID
                hostile["run_id"] = Self.failedRunID
                hostile["name"] = "hostile log"
                jobs.append(hostile)
            }
            return jobs
        case Self.runningRunID:
            guard var job = recorded.first else { return [] }
            job["id"] = Self.runningJobID
            job["run_id"] = Self.runningRunID
            job["status"] = "in_progress"
            job["conclusion"] = NSNull()
            job["completed_at"] = NSNull()
            return [job]
        default:
            return nil
        }
    }

    /// `job` failed at its step named "Run tests" (else its fifth), the steps after it skipped.
    private static func failing(_ job: [String: Any]) -> [String: Any] {
        var job = job
        job["conclusion"] = "failure"
        var steps = job["steps"] as? [[String: Any]] ?? []
        let failedIndex = steps.firstIndex { ($0["name"] as? String)?.contains("test") ?? false } ?? min(4, steps.count - 1)
        for index in steps.indices where index >= failedIndex {
            if index == failedIndex {
                steps[index]["conclusion"] = "failure"
            } else if !((steps[index]["name"] as? String ?? "").hasPrefix("Complete")) {
                steps[index]["conclusion"] = "skipped"
            }
        }
        job["steps"] = steps
        return job
    }

    private func paged(_ items: [[String: Any]], key: String, perPage: Int, page: Int, path: String) -> FixtureResponse {
        let lastPage = max(1, (items.count + perPage - 1) / perPage)
        let start = min(items.count, (page - 1) * perPage)
        let slice = Array(items[start..<min(items.count, start + perPage)])
        var response = FixtureResponse.json(String(decoding: JSONObject.serialize(["total_count": items.count, key: slice]),
                                                   as: UTF8.self), headers: Self.cacheHeaders)
        if page < lastPage {
            response.headers.append(FixtureHeader(name: "link", value: "<\(path)?per_page=\(perPage)&page=\(page + 1)>; rel=\"next\", "
                                                  + "<\(path)?per_page=\(perPage)&page=\(lastPage)>; rel=\"last\""))
        }
        return response
    }

    // MARK: Logs

    /// The made log of job `id`, made once; nil for a job the stand-in does not know.
    private func log(_ id: Int) -> [UInt8]? {
        if let made = logs.withLock({ $0[id] }) { return made }
        let made: [UInt8]
        if id == Self.hostileJobID {
            made = MadeJobLog.hostile()
        } else {
            let all = (jobs(slug: "pygithub-pygithub", runID: Self.failedRunID) ?? [])
                + (jobs(slug: "pygithub-pygithub", runID: Self.recordedRunID) ?? [])
                + (jobs(slug: "pygithub-pygithub", runID: Self.runningRunID) ?? [])
            guard let job = all.first(where: { ($0["id"] as? Int) == id }) else { return nil }
            let steps = (job["steps"] as? [[String: Any]] ?? []).compactMap(Self.step)
            made = MadeJobLog.text(steps: steps, lines: id == Self.failedJobID ? Self.failedLogLines : 60)
        }
        logs.withLock { $0[id] = made }
        return made
    }

    private static func step(_ object: [String: Any]) -> MadeJobLog.Step? {
        let plain = ISO8601DateFormatter()
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = { (text: String) in plain.date(from: text) ?? fractional.date(from: text) }
        guard let name = object["name"] as? String, let start = (object["started_at"] as? String).flatMap(date)
        else { return nil }
        let end = (object["completed_at"] as? String).flatMap(date) ?? start
        let conclusion = object["conclusion"] as? String
        return MadeJobLog.Step(name: name, start: start, end: end, failed: conclusion == "failure",
                               skipped: conclusion == "skipped")
    }

    private func recordedObject(_ name: String) -> [String: Any] {
        guard let fixture = try? store.fixture(named: name),
              let object = try? JSONSerialization.jsonObject(with: Data(fixture.body)) as? [String: Any] else { return [:] }
        return object
    }
}
