import Entities
import JSONReading

/// A job of a workflow run with its steps and runner labels.
extension WorkflowJob: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, runID = "run_id", name, status, conclusion, startedAt = "started_at", completedAt = "completed_at"
        case htmlURL = "html_url", steps, runnerName = "runner_name", labels
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var job = WorkflowJob(id: 0, name: "", status: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: job.id = try json.lenientCount() ?? 0
            case .runID: job.runID = try json.lenientCount() ?? 0
            case .name: job.name = try json.lenientString() ?? ""
            case .status: job.status = try json.lenientString() ?? ""
            case .conclusion: job.conclusion = try json.lenientString()
            case .startedAt: job.startedAt = try json.lenientDate()
            case .completedAt: job.completedAt = try json.lenientDate()
            case .htmlURL: job.htmlURL = try json.lenientString()
            case .steps:
                var steps: [WorkflowStep] = []
                try json.lenientArray { json in
                    if let step = try json.lenientObject(WorkflowStep.self) { steps.append(step) }
                }
                job.steps = steps
            case .runnerName: job.runnerName = try json.lenientString()
            case .labels:
                var labels: [String] = []
                try json.lenientArray { json in
                    if let label = try json.lenientString() { labels.append(label) }
                }
                job.labels = labels
            }
        }
        self = job
    }
}

/// A step of a job.
extension WorkflowStep: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case number, name, status, conclusion, startedAt = "started_at", completedAt = "completed_at"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var step = WorkflowStep(number: 0, name: "", status: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .number: step.number = try json.lenientCount() ?? 0
            case .name: step.name = try json.lenientString() ?? ""
            case .status: step.status = try json.lenientString() ?? ""
            case .conclusion: step.conclusion = try json.lenientString()
            case .startedAt: step.startedAt = try json.lenientDate()
            case .completedAt: step.completedAt = try json.lenientDate()
            }
        }
        self = step
    }
}

/// A page of a run's jobs.
extension WorkflowJobList: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case totalCount = "total_count", jobs
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var total: Int?, jobs: [WorkflowJob]?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .totalCount: total = try json.lenientCount()
            case .jobs: jobs = try [WorkflowJob](json: &json)
            }
        }
        guard let jobs else { throw JSONError.missing(Field.jobs.rawValue) }
        self.init(totalCount: total ?? jobs.count, jobs: jobs)
    }
}
