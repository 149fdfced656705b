#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One run of a GitHub Actions workflow (`GET …/actions/runs`, `…/actions/runs/ID`).
public struct WorkflowRun: Equatable, Sendable {
    public var id: Int
    /// The workflow's name (`CI`).
    public var workflowName: String
    /// What the run is about: the commit's first line or the pull request's title.
    public var displayTitle: String?
    public var runNumber: Int
    public var runAttempt: Int
    /// `push`, `pull_request`, `schedule`, `workflow_dispatch` …
    public var event: String
    /// `queued`, `in_progress`, `completed`, `waiting`, `requested` or `pending`.
    public var status: String
    /// Once completed: `success`, `failure`, `cancelled`, `skipped`, `timed_out` …; nil before.
    public var conclusion: String?
    public var headBranch: String?
    public var headSHA: String?
    /// The workflow's file (`.github/workflows/ci.yml`).
    public var path: String?
    public var htmlURL: String?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var runStartedAt: Date?
    /// The head commit's whole message.
    public var headCommitMessage: String?
    /// Who triggered it (`triggering_actor`, else `actor`).
    public var actorLogin: String?

    public init(id: Int, workflowName: String, displayTitle: String? = nil, runNumber: Int = 0, runAttempt: Int = 1,
                event: String = "", status: String, conclusion: String? = nil, headBranch: String? = nil,
                headSHA: String? = nil, path: String? = nil, htmlURL: String? = nil, createdAt: Date? = nil,
                updatedAt: Date? = nil, runStartedAt: Date? = nil, headCommitMessage: String? = nil,
                actorLogin: String? = nil) {
        self.id = id
        self.workflowName = workflowName
        self.displayTitle = displayTitle
        self.runNumber = runNumber
        self.runAttempt = runAttempt
        self.event = event
        self.status = status
        self.conclusion = conclusion
        self.headBranch = headBranch
        self.headSHA = headSHA
        self.path = path
        self.htmlURL = htmlURL
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.runStartedAt = runStartedAt
        self.headCommitMessage = headCommitMessage
        self.actorLogin = actorLogin
    }

    /// How it went, in one word a screen colours.
    public var outcome: RunOutcome { RunOutcome(status: status, conclusion: conclusion) }

    /// The commit's first line, else the display title.
    public var title: String {
        if let message = headCommitMessage, let first = message.split(separator: "\n", omittingEmptySubsequences: true).first {
            return String(first)
        }
        return displayTitle ?? ""
    }

    /// Seconds from its start to its last update once completed, else nil.
    public var durationSeconds: Int? {
        guard status == "completed" else { return nil }
        return RunOutcome.seconds(from: runStartedAt ?? createdAt, to: updatedAt)
    }
}
