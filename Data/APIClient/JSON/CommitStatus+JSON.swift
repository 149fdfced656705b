#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// One status of a combined status.
extension CommitStatus: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, state, context, description, targetURL = "target_url", createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var status = CommitStatus(id: 0, state: "pending", context: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: status.id = try json.lenientCount() ?? 0
            case .state: status.state = try json.lenientString() ?? "pending"
            case .context: status.context = try json.lenientString() ?? ""
            case .description: status.description = try json.lenientString()
            case .targetURL: status.targetURL = try json.lenientString()
            case .createdAt: status.createdAt = try json.lenientDate()
            case .updatedAt: status.updatedAt = try json.lenientDate()
            }
        }
        self = status
    }
}
