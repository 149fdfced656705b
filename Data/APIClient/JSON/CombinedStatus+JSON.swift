import Entities
import JSONReading

/// `GET …/commits/REF/status`.
extension CombinedStatus: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case state, sha, totalCount = "total_count", statuses
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var combined = CombinedStatus(state: "pending")
        var total: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .state: combined.state = try json.lenientString() ?? "pending"
            case .sha: combined.sha = try json.lenientString()
            case .totalCount: total = try json.lenientCount()
            case .statuses: combined.statuses = try json.optional([CommitStatus].self) ?? []
            }
        }
        combined.totalCount = total ?? combined.statuses.count
        self = combined
    }
}
