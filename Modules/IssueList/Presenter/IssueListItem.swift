#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit

/// An issue or a pull request as its list needs it, whichever endpoint it came from.
public struct IssueListItem: Equatable, Sendable {
    var number: Int
    var title: String
    var mark: IssueStateMark
    var labels: [LabelChip]
    var author: String?
    var comments: Int
    var updatedAt: Date?
    /// `head → base` for a pull request.
    var branches: String?
    var htmlURL: String?
    /// `OWNER/REPO`, when a search across repositories said it.
    var repositoryFullName: String?
    /// True for a pull request (its link says `pull`).
    var isPullRequest: Bool

    init(_ issue: Issue) {
        repositoryFullName = issue.repositoryFullName
        number = issue.number
        title = issue.title
        mark = IssueStateMark(state: issue.state, stateReason: issue.stateReason, isDraft: issue.isDraft,
                              isMerged: issue.mergedAt != nil)
        labels = issue.labels.map { LabelChip($0) }
        author = issue.user?.login
        comments = issue.commentCount
        updatedAt = issue.updatedAt
        htmlURL = issue.htmlURL
        isPullRequest = issue.isPullRequest
    }

    init(_ pull: PullRequest) {
        number = pull.number
        title = pull.title
        mark = IssueStateMark(state: pull.state, stateReason: nil, isDraft: pull.isDraft,
                              isMerged: pull.isMerged || pull.mergedAt != nil)
        labels = pull.labels.map { LabelChip($0) }
        author = pull.user?.login
        comments = pull.comments ?? 0
        updatedAt = pull.updatedAt
        if let head = pull.head?.ref, let base = pull.base?.ref { branches = head + " → " + base }
        htmlURL = pull.htmlURL
        isPullRequest = true
    }
}
