#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// One timeline item. Items have different shapes by `event`: only the members the known kinds
/// need are read, and a kind not known (or missing what it needs) is `.unknown`, never an error.
extension TimelineEvent: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case event, actor, createdAt = "created_at", commitID = "commit_id", label, assignee, rename, source
    }

    private enum RenameField: String, CaseIterable, Sendable {
        case from, to
    }

    private static let fields = JSONFields(Field.self)
    private static let renameFields = JSONFields(RenameField.self)

    public init(json: inout JSONCursor) throws {
        var event: String?, actor: User?, createdAt: Date?, commitID: String?, label: IssueLabel?, assignee: User?
        var rename: (from: String, to: String)?, source: CrossReference?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .event: event = try json.lenientString()
            case .actor: actor = try json.optional(User.self)
            case .createdAt: createdAt = try json.lenientDate()
            case .commitID: commitID = try json.lenientString()
            case .label: label = try json.optional(IssueLabel.self)
            case .assignee: assignee = try json.optional(User.self)
            case .rename: rename = try Self.readRename(&json)
            case .source: source = try json.optional(CrossReference.self)
            }
        }
        let name = event ?? ""
        let kind: Kind
        switch name {
        case "closed": kind = .closed(commitID: commitID)
        case "reopened": kind = .reopened
        case "renamed": kind = rename.map { .renamed(from: $0.from, to: $0.to) } ?? .unknown(name)
        case "labeled": kind = label.map(Kind.labeled) ?? .unknown(name)
        case "unlabeled": kind = label.map(Kind.unlabeled) ?? .unknown(name)
        case "assigned": kind = .assigned(assignee)
        case "unassigned": kind = .unassigned(assignee)
        case "referenced": kind = commitID.map { .referenced(commitID: $0) } ?? .unknown(name)
        case "cross-referenced": kind = source.map(Kind.crossReferenced) ?? .unknown(name)
        case "merged": kind = .merged(commitID: commitID)
        default: kind = .unknown(name)
        }
        self.init(kind: kind, actor: actor, createdAt: createdAt)
    }

    private static func readRename(_ json: inout JSONCursor) throws -> (from: String, to: String)? {
        guard !json.null() else { return nil }
        var from: String?, to: String?
        try json.readObject(renameFields) { json, field in
            switch field {
            case .from: from = try json.lenientString()
            case .to: to = try json.lenientString()
            }
        }
        guard let from, let to else { return nil }
        return (from, to)
    }
}
