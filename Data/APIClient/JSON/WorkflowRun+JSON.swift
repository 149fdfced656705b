import Entities
import JSONReading

/// A workflow run: its head commit's message and who triggered it read from their objects.
extension WorkflowRun: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, name, displayTitle = "display_title", runNumber = "run_number", runAttempt = "run_attempt", event
        case status, conclusion, headBranch = "head_branch", headSHA = "head_sha", path, htmlURL = "html_url"
        case createdAt = "created_at", updatedAt = "updated_at", runStartedAt = "run_started_at"
        case headCommit = "head_commit", actor, triggeringActor = "triggering_actor"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var run = WorkflowRun(id: 0, workflowName: "", status: "")
        var actor: String?, triggering: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: run.id = try json.lenientCount() ?? 0
            case .name: run.workflowName = try json.lenientString() ?? ""
            case .displayTitle: run.displayTitle = try json.lenientString()
            case .runNumber: run.runNumber = try json.lenientCount() ?? 0
            case .runAttempt: run.runAttempt = try json.lenientCount() ?? 1
            case .event: run.event = try json.lenientString() ?? ""
            case .status: run.status = try json.lenientString() ?? ""
            case .conclusion: run.conclusion = try json.lenientString()
            case .headBranch: run.headBranch = try json.lenientString()
            case .headSHA: run.headSHA = try json.lenientString()
            case .path: run.path = try json.lenientString()
            case .htmlURL: run.htmlURL = try json.lenientString()
            case .createdAt: run.createdAt = try json.lenientDate()
            case .updatedAt: run.updatedAt = try json.lenientDate()
            case .runStartedAt: run.runStartedAt = try json.lenientDate()
            case .headCommit: run.headCommitMessage = try json.lenientObject(HeadCommit.self)?.message
            case .actor: actor = try json.lenientObject(LinkedObject.self)?.login
            case .triggeringActor: triggering = try json.lenientObject(LinkedObject.self)?.login
            }
        }
        run.actorLogin = triggering ?? actor
        self = run
    }
}

/// A run's `head_commit`, of which only the message is read.
private struct HeadCommit: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case message
    }

    private static let fields = JSONFields(Field.self)

    var message: String?

    init(json: inout JSONCursor) throws {
        try json.readObject(Self.fields) { json, _ in message = try json.lenientString() }
    }
}

/// A page of workflow runs.
extension WorkflowRunList: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", runs = "workflow_runs"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var total: Int?, runs: [WorkflowRun]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: total = try json.lenientCount()
            case .runs: runs = try [WorkflowRun](json: &json)
            }
        }
        guard let runs else { throw JSONError.missing(Field.runs.rawValue) }
        self.init(totalCount: total ?? runs.count, runs: runs)
    }
}
