import Entities
import JSONReading

/// Lines a commit added and deleted: counts saturate, and one of another kind is 0.
extension CommitStats: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case additions, deletions, total
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var additions: Int?, deletions: Int?, total: Int?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .additions: additions = try json.lenientCount()
            case .deletions: deletions = try json.lenientCount()
            case .total: total = try json.lenientCount()
            }
        }
        self.init(additions: additions ?? 0, deletions: deletions ?? 0, total: total ?? 0)
    }
}
