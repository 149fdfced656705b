#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// An issue (or a pull request) as the issues and search endpoints write it.
extension Issue: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case number, title, state, stateReason = "state_reason", user, labels, assignees, milestone, comments
        case createdAt = "created_at", updatedAt = "updated_at", closedAt = "closed_at", body, reactions
        case htmlURL = "html_url", pullRequest = "pull_request", draft, repositoryURL = "repository_url"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var number: Int?, title: String?, state: String?, stateReason: String?, user: User?
        var labels: [IssueLabel] = [], assignees: [User] = [], milestone: Milestone?, comments: Int?
        var createdAt: Date?, updatedAt: Date?, closedAt: Date?, body: String?, reactions: Reactions?
        var htmlURL: String?, marker: PullRequestMarker?, draft: Bool?, repositoryURL: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .number: number = try json.lenientCount()
            case .title: title = try json.lenientString()
            case .state: state = try json.lenientString()
            case .stateReason: stateReason = try json.lenientString()
            case .user: user = try json.optional(User.self)
            case .labels: labels = try json.optional([IssueLabel].self) ?? []
            case .assignees: assignees = try json.optional([User].self) ?? []
            case .milestone: milestone = try json.optional(Milestone.self)
            case .comments: comments = try json.lenientCount()
            case .createdAt: createdAt = try json.lenientDate()
            case .updatedAt: updatedAt = try json.lenientDate()
            case .closedAt: closedAt = try json.lenientDate()
            case .body: body = try json.lenientString()
            case .reactions: reactions = try json.optional(Reactions.self)
            case .htmlURL: htmlURL = try json.lenientString()
            case .pullRequest: marker = try json.optional(PullRequestMarker.self)
            case .draft: draft = try json.lenientBool()
            case .repositoryURL: repositoryURL = try json.lenientString()
            }
        }
        guard let number else { throw JSONError.missing(Field.number.rawValue) }
        guard let title else { throw JSONError.missing(Field.title.rawValue) }
        self.init(number: number, title: title, state: state ?? "open", stateReason: stateReason, user: user,
                  labels: labels, assignees: assignees, milestone: milestone, commentCount: comments ?? 0,
                  createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt, body: body, reactions: reactions,
                  htmlURL: htmlURL, isPullRequest: marker?.htmlURL != nil, isDraft: draft ?? false,
                  mergedAt: marker?.mergedAt, repositoryFullName: repositoryURL.flatMap(Self.fullName(fromRepositoryURL:)))
    }

    /// `OWNER/REPO` from `https://api.github.com/repos/OWNER/REPO`; nil for any other shape.
    static func fullName(fromRepositoryURL url: String) -> String? {
        let parts = url.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 3] == "repos", !parts[parts.count - 2].isEmpty,
              !parts[parts.count - 1].isEmpty else { return nil }
        return parts[parts.count - 2] + "/" + parts[parts.count - 1]
    }
}
