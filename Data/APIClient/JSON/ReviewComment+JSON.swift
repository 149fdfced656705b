#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A review comment of `GET …/pulls/N/comments`.
extension ReviewComment: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, reviewID = "pull_request_review_id", user, body, path, line, originalLine = "original_line"
        case startLine = "start_line", side, diffHunk = "diff_hunk", inReplyTo = "in_reply_to_id"
        case createdAt = "created_at", updatedAt = "updated_at", htmlURL = "html_url", commitID = "commit_id"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var comment = ReviewComment(id: 0, path: "")
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: comment.id = try json.lenientCount() ?? 0
            case .reviewID: comment.reviewID = try json.lenientCount()
            case .user: comment.user = try json.optional(User.self)
            case .body: comment.body = try json.lenientString() ?? ""
            case .path: comment.path = try json.lenientString() ?? ""
            case .line: comment.line = try json.lenientCount()
            case .originalLine: comment.originalLine = try json.lenientCount()
            case .startLine: comment.startLine = try json.lenientCount()
            case .side: comment.side = try json.lenientString()
            case .diffHunk: comment.diffHunk = try json.lenientString() ?? ""
            case .inReplyTo: comment.inReplyTo = try json.lenientCount()
            case .createdAt: comment.createdAt = try json.lenientDate()
            case .updatedAt: comment.updatedAt = try json.lenientDate()
            case .htmlURL: comment.htmlURL = try json.lenientString()
            case .commitID: comment.commitID = try json.lenientString()
            }
        }
        self = comment
    }
}
