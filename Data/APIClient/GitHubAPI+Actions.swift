#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import TextCells

extension GitHubAPI {
    /// `GET /repos/OWNER/REPO/actions/runs?branch=&event=&status=&per_page=&page=`, or with a
    /// workflow `GET …/actions/workflows/WORKFLOW/runs`: a page of workflow runs, newest first.
    public struct WorkflowRuns: GitHubRequest {
        public typealias Response = WorkflowRunList
        public var owner: String
        public var name: String
        public var filter: WorkflowRunFilter
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, filter: WorkflowRunFilter = WorkflowRunFilter(), perPage: Int = 30,
                    page: Int = 1) {
            self.owner = owner
            self.name = name
            self.filter = filter
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                if let workflow = filter.workflow {
                    return try RepositoryPath.make(owner: owner, name: name, ["actions", "workflows", workflow, "runs"])
                }
                return try RepositoryPath.make(owner: owner, name: name, ["actions", "runs"])
            }
        }

        public var queryItems: [(name: String, value: String)] {
            var items: [(name: String, value: String)] = []
            if let branch = filter.branch { items.append(("branch", branch)) }
            if let event = filter.event { items.append(("event", event)) }
            if let status = filter.status { items.append(("status", status)) }
            items.append(("per_page", String(perPage)))
            items.append(("page", String(page)))
            return items
        }
    }

    /// `GET /repos/OWNER/REPO/actions/runs/ID`: one workflow run.
    public struct WorkflowRunDetail: GitHubRequest {
        public typealias Response = WorkflowRun
        public var owner: String
        public var name: String
        public var runID: Int

        public init(owner: String, name: String, runID: Int) {
            self.owner = owner
            self.name = name
            self.runID = runID
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, ["actions", "runs", String(runID)])
            }
        }
        public var queryItems: [(name: String, value: String)] { [] }
    }

    /// `GET /repos/OWNER/REPO/actions/runs/ID/jobs?filter=latest&per_page=&page=`: a page of a
    /// run's jobs (of its latest attempt) with their steps.
    public struct WorkflowRunJobs: GitHubRequest {
        public typealias Response = WorkflowJobList
        public var owner: String
        public var name: String
        public var runID: Int
        public var perPage: Int
        public var page: Int

        public init(owner: String, name: String, runID: Int, perPage: Int = 100, page: Int = 1) {
            self.owner = owner
            self.name = name
            self.runID = runID
            self.perPage = perPage
            self.page = page
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, ["actions", "runs", String(runID), "jobs"])
            }
        }
        public var queryItems: [(name: String, value: String)] { [("per_page", String(perPage)), ("page", String(page))] }
    }

    /// `GET /repos/OWNER/REPO/actions/jobs/ID/logs`: a job's log. GitHub answers with a redirect
    /// to a short-lived URL on another host, followed without the token (`RedirectRule`) and never
    /// stored; the log itself is kept under this request's own URL, and only once the job has
    /// finished (a running job's log grows: never stored, never read from the cache).
    public struct JobLogs: GitHubRequest {
        public typealias Response = JobLog
        /// A longer log is refused with its size (GitHub's logs reach tens of megabytes).
        public static let largestLog = 100 << 20
        public var owner: String
        public var name: String
        public var jobID: Int
        /// The job has completed: its log no longer changes, and is kept.
        public var jobFinished: Bool

        public init(owner: String, name: String, jobID: Int, jobFinished: Bool) {
            self.owner = owner
            self.name = name
            self.jobID = jobID
            self.jobFinished = jobFinished
        }

        public var path: String {
            get throws(RequestPath.Problem) {
                try RepositoryPath.make(owner: owner, name: name, ["actions", "jobs", String(jobID), "logs"])
            }
        }
        public var queryItems: [(name: String, value: String)] { [] }
        public var isImmutable: Bool { jobFinished }
        public var isStored: Bool { jobFinished }
        public var redirect: RedirectRule { .elsewhereWithoutCredentials }
        public var maximumBodyBytes: Int? { Self.largestLog }

        public func decodeResponse(_ body: Data) throws -> JobLog {
            JobLog(bytes: Array(body))
        }
    }
}
