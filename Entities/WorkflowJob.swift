#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One job of a workflow run (`GET …/actions/runs/ID/jobs`), with its steps.
public struct WorkflowJob: Equatable, Sendable {
    public var id: Int
    public var runID: Int
    public var name: String
    public var status: String
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?
    public var htmlURL: String?
    public var steps: [WorkflowStep]
    public var runnerName: String?
    public var labels: [String]

    public init(id: Int, runID: Int = 0, name: String, status: String, conclusion: String? = nil,
                startedAt: Date? = nil, completedAt: Date? = nil, htmlURL: String? = nil, steps: [WorkflowStep] = [],
                runnerName: String? = nil, labels: [String] = []) {
        self.id = id
        self.runID = runID
        self.name = name
        self.status = status
        self.conclusion = conclusion
        self.startedAt = startedAt
        self.completedAt = completedAt
        self.htmlURL = htmlURL
        self.steps = steps
        self.runnerName = runnerName
        self.labels = labels
    }

    public var outcome: RunOutcome { RunOutcome(status: status, conclusion: conclusion) }

    /// Finished: its log no longer changes.
    public var isFinished: Bool { status == "completed" }

    public var durationSeconds: Int? { RunOutcome.seconds(from: startedAt, to: completedAt) }
}

/// One step of a job.
public struct WorkflowStep: Equatable, Sendable {
    public var number: Int
    public var name: String
    public var status: String
    public var conclusion: String?
    public var startedAt: Date?
    public var completedAt: Date?

    public init(number: Int, name: String, status: String, conclusion: String? = nil, startedAt: Date? = nil,
                completedAt: Date? = nil) {
        self.number = number
        self.name = name
        self.status = status
        self.conclusion = conclusion
        self.startedAt = startedAt
        self.completedAt = completedAt
    }

    public var outcome: RunOutcome { RunOutcome(status: status, conclusion: conclusion) }

    public var durationSeconds: Int? { RunOutcome.seconds(from: startedAt, to: completedAt) }
}

/// A page of `GET …/actions/runs/ID/jobs`.
public struct WorkflowJobList: Equatable, Sendable {
    public var totalCount: Int
    public var jobs: [WorkflowJob]

    public init(totalCount: Int, jobs: [WorkflowJob]) {
        self.totalCount = totalCount
        self.jobs = jobs
    }
}
