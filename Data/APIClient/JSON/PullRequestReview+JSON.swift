#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A review of `GET …/pulls/N/reviews`.
extension PullRequestReview: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, user, state, body, submittedAt = "submitted_at", htmlURL = "html_url", commitID = "commit_id"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var id: Int?, user: User?, state: String?, body: String?, submittedAt: Date?, htmlURL: String?, commitID: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: id = try json.lenientCount()
            case .user: user = try json.optional(User.self)
            case .state: state = try json.lenientString()
            case .body: body = try json.lenientString()
            case .submittedAt: submittedAt = try json.lenientDate()
            case .htmlURL: htmlURL = try json.lenientString()
            case .commitID: commitID = try json.lenientString()
            }
        }
        self.init(id: id ?? 0, user: user, state: state ?? "COMMENTED", body: body ?? "", submittedAt: submittedAt,
                  htmlURL: htmlURL, commitID: commitID)
    }
}
