#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A comment of `GET …/issues/N/comments`.
extension IssueComment: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, user, body, createdAt = "created_at", updatedAt = "updated_at", htmlURL = "html_url", reactions
        case authorAssociation = "author_association"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var id: Int?, user: User?, body: String?, createdAt: Date?, updatedAt: Date?, htmlURL: String?
        var reactions: Reactions?, association: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: id = try json.lenientCount()
            case .user: user = try json.optional(User.self)
            case .body: body = try json.lenientString()
            case .createdAt: createdAt = try json.lenientDate()
            case .updatedAt: updatedAt = try json.lenientDate()
            case .htmlURL: htmlURL = try json.lenientString()
            case .reactions: reactions = try json.optional(Reactions.self)
            case .authorAssociation: association = try json.lenientString()
            }
        }
        self.init(id: id ?? 0, user: user, body: body ?? "", createdAt: createdAt, updatedAt: updatedAt,
                  htmlURL: htmlURL, reactions: reactions, authorAssociation: association)
    }
}
