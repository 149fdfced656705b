#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A pull request as the pulls endpoints write it (a list's items lack the counts and `mergeable`).
extension PullRequest: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case number, title, state, draft, merged, mergedAt = "merged_at", user, head, base, mergeable
        case mergeableState = "mergeable_state", commits, additions, deletions, changedFiles = "changed_files"
        case requestedReviewers = "requested_reviewers", labels, milestone, body, comments
        case reviewComments = "review_comments", createdAt = "created_at", updatedAt = "updated_at"
        case closedAt = "closed_at", htmlURL = "html_url"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var number: Int?, title: String?, state: String?, draft: Bool?, merged: Bool?, mergedAt: Date?, user: User?
        var head: PullRequestBranch?, base: PullRequestBranch?, mergeable: Bool?, mergeableState: String?
        var commits: Int?, additions: Int?, deletions: Int?, changedFiles: Int?, reviewers: [User] = []
        var labels: [IssueLabel] = [], milestone: Milestone?, body: String?, comments: Int?, reviewComments: Int?
        var createdAt: Date?, updatedAt: Date?, closedAt: Date?, htmlURL: String?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .number: number = try json.lenientCount()
            case .title: title = try json.lenientString()
            case .state: state = try json.lenientString()
            case .draft: draft = try json.lenientBool()
            case .merged: merged = try json.lenientBool()
            case .mergedAt: mergedAt = try json.lenientDate()
            case .user: user = try json.optional(User.self)
            case .head: head = try json.optional(PullRequestBranch.self)
            case .base: base = try json.optional(PullRequestBranch.self)
            case .mergeable: mergeable = try json.lenientBool()
            case .mergeableState: mergeableState = try json.lenientString()
            case .commits: commits = try json.lenientCount()
            case .additions: additions = try json.lenientCount()
            case .deletions: deletions = try json.lenientCount()
            case .changedFiles: changedFiles = try json.lenientCount()
            case .requestedReviewers: reviewers = try json.optional([User].self) ?? []
            case .labels: labels = try json.optional([IssueLabel].self) ?? []
            case .milestone: milestone = try json.optional(Milestone.self)
            case .body: body = try json.lenientString()
            case .comments: comments = try json.lenientCount()
            case .reviewComments: reviewComments = try json.lenientCount()
            case .createdAt: createdAt = try json.lenientDate()
            case .updatedAt: updatedAt = try json.lenientDate()
            case .closedAt: closedAt = try json.lenientDate()
            case .htmlURL: htmlURL = try json.lenientString()
            }
        }
        guard let number else { throw JSONError.missing(Field.number.rawValue) }
        guard let title else { throw JSONError.missing(Field.title.rawValue) }
        self.init(number: number, title: title, state: state ?? "open", isDraft: draft ?? false,
                  isMerged: merged ?? (mergedAt != nil), mergedAt: mergedAt, user: user, head: head, base: base,
                  mergeable: mergeable, mergeableState: mergeableState, commits: commits, additions: additions,
                  deletions: deletions, changedFiles: changedFiles, requestedReviewers: reviewers, labels: labels,
                  milestone: milestone, body: body, comments: comments, reviewComments: reviewComments,
                  createdAt: createdAt, updatedAt: updatedAt, closedAt: closedAt, htmlURL: htmlURL)
    }
}
