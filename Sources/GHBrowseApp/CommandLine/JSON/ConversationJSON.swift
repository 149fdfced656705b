import Entities

/// The JSON fields of `issues`, `issue`, `prs`, `pr` and `checks`, under the one naming rule
/// (`JSONFieldTable`): the GitHub CLI's names where gh prints the same thing (`gh issue view
/// --json`, `gh pr view --json`, `gh pr checks --json`), else GitHub's REST names in lowerCamelCase.
enum ConversationJSON {
    /// An issue, and its comments when they were fetched (`comments` is then their list, else the count).
    struct IssueItem {
        var issue: Issue
        var comments: [IssueComment]?
    }

    /// A pull request, and its comments and reviews when they were fetched.
    struct PullRequestItem {
        var pull: PullRequest
        var comments: [IssueComment]?
        var reviews: [PullRequestReview]?
    }

    static let issueFields = JSONFieldTable<IssueItem>([
        ("number", { .int($0.issue.number) }),
        ("title", { .string($0.issue.title) }),
        ("state", { .string($0.issue.state) }),
        ("stateReason", { .nullable($0.issue.stateReason) }),
        ("author", { user($0.issue.user) }),
        ("labels", { labels($0.issue.labels) }),
        ("assignees", { .array($0.issue.assignees.map(user)) }),
        ("milestone", { milestone($0.issue.milestone) }),
        ("comments", { item in item.comments.map(comments) ?? .int(item.issue.commentCount) }),
        ("createdAt", { .date($0.issue.createdAt) }),
        ("updatedAt", { .date($0.issue.updatedAt) }),
        ("closedAt", { .date($0.issue.closedAt) }),
        ("body", { .nullable($0.issue.body) }),
        ("reactions", { reactions($0.issue.reactions) }),
        ("url", { .nullable($0.issue.htmlURL) }),
        ("isPullRequest", { .bool($0.issue.isPullRequest) }),
        ("isDraft", { .bool($0.issue.isDraft) }),
    ])

    /// `prs`: what a list's items have.
    static let pullRequestFields = JSONFieldTable<PullRequestItem>([
        ("number", { .int($0.pull.number) }),
        ("title", { .string($0.pull.title) }),
        ("state", { .string($0.pull.state) }),
        ("isDraft", { .bool($0.pull.isDraft) }),
        ("mergedAt", { .date($0.pull.mergedAt) }),
        ("author", { user($0.pull.user) }),
        ("headRefName", { .nullable($0.pull.head?.ref) }),
        ("headRefOid", { .nullable($0.pull.head?.sha) }),
        ("headRepository", { repository($0.pull.head) }),
        ("baseRefName", { .nullable($0.pull.base?.ref) }),
        ("baseRefOid", { .nullable($0.pull.base?.sha) }),
        ("baseRepository", { repository($0.pull.base) }),
        ("reviewRequests", { .array($0.pull.requestedReviewers.map(user)) }),
        ("labels", { labels($0.pull.labels) }),
        ("milestone", { milestone($0.pull.milestone) }),
        ("body", { .nullable($0.pull.body) }),
        ("createdAt", { .date($0.pull.createdAt) }),
        ("updatedAt", { .date($0.pull.updatedAt) }),
        ("closedAt", { .date($0.pull.closedAt) }),
        ("url", { .nullable($0.pull.htmlURL) }),
    ])

    /// `pr`: the list's fields, the counts only the single pull request has, its comments and reviews.
    static let singlePullRequestFields = JSONFieldTable<PullRequestItem>(pullRequestFields.fields, adding: [
        ("isMerged", { .bool($0.pull.isMerged) }),
        ("mergeable", { item in item.pull.mergeable.map { .bool($0) } ?? .null }),
        ("mergeableState", { .nullable($0.pull.mergeableState) }),
        ("commits", { count($0.pull.commits) }),
        ("additions", { count($0.pull.additions) }),
        ("deletions", { count($0.pull.deletions) }),
        ("changedFiles", { count($0.pull.changedFiles) }),
        ("comments", { item in item.comments.map(comments) ?? count(item.pull.comments) }),
        ("reviews", { item in
            .array((item.reviews ?? []).map { review in
                .object(["id": .int(review.id), "author": user(review.user), "state": .string(review.state),
                         "body": .string(review.body), "submittedAt": .date(review.submittedAt),
                         "url": .nullable(review.htmlURL), "commitOid": .nullable(review.commitID)])
            })
        }),
    ])

    /// `checks`: one check run or commit status.
    static let checkFields = JSONFieldTable<CheckLine>([
        ("name", { .string($0.name) }),
        ("bucket", { .string($0.bucket.rawValue) }),
        ("state", { .string($0.state) }),
        ("startedAt", { .date($0.startedAt) }),
        ("completedAt", { .date($0.completedAt) }),
        ("link", { .nullable($0.link) }),
        ("description", { .nullable($0.description) }),
        ("workflow", { .nullable($0.app) }),
    ])

    private static func user(_ user: User?) -> JSONValue {
        user.map { .object(["login": .string($0.login)]) } ?? .null
    }

    private static func labels(_ labels: [IssueLabel]) -> JSONValue {
        .array(labels.map { .object(["name": .string($0.name), "color": .nullable($0.color),
                                     "description": .nullable($0.description)]) })
    }

    private static func milestone(_ milestone: Milestone?) -> JSONValue {
        guard let milestone else { return .null }
        return .object(["number": .int(milestone.number), "title": .string(milestone.title),
                        "state": .nullable(milestone.state), "description": .nullable(milestone.description),
                        "dueOn": .date(milestone.dueOn)])
    }

    private static func reactions(_ reactions: Reactions?) -> JSONValue {
        guard let reactions else { return .null }
        return .object(["totalCount": .int(reactions.totalCount), "+1": .int(reactions.plusOne),
                        "-1": .int(reactions.minusOne), "laugh": .int(reactions.laugh), "hooray": .int(reactions.hooray),
                        "confused": .int(reactions.confused), "heart": .int(reactions.heart),
                        "rocket": .int(reactions.rocket), "eyes": .int(reactions.eyes)])
    }

    private static func comments(_ comments: [IssueComment]) -> JSONValue {
        .array(comments.map { comment in
            .object(["id": .int(comment.id), "author": user(comment.user), "body": .string(comment.body),
                     "createdAt": .date(comment.createdAt), "updatedAt": .date(comment.updatedAt),
                     "url": .nullable(comment.htmlURL), "authorAssociation": .nullable(comment.authorAssociation),
                     "reactions": reactions(comment.reactions)])
        })
    }

    private static func repository(_ branch: PullRequestBranch?) -> JSONValue {
        branch?.repositoryFullName.map { .object(["nameWithOwner": .string($0)]) } ?? .null
    }

    private static func count(_ value: Int?) -> JSONValue {
        value.map { .int($0) } ?? .null
    }
}
