import Entities

/// The JSON fields of `ghbrowse notifications` and `ghbrowse inbox`.
enum InboxJSON {
    /// `notifications`: a thread.
    static let notificationFields = JSONFieldTable<NotificationThread>([
        ("id", { .string($0.id) }),
        ("repository", { .string($0.repositoryFullName) }),
        ("subjectType", { .string($0.subjectType) }),
        ("title", { .string($0.subjectTitle) }),
        ("subjectURL", { .nullable($0.subjectURL) }),
        ("reason", { .string($0.reason) }),
        ("unread", { .bool($0.unread) }),
        ("updatedAt", { .date($0.updatedAt) }),
        ("lastReadAt", { .date($0.lastReadAt) }),
    ])

    /// `inbox`: an issue or pull request found, with its repository.
    static let issueFields = JSONFieldTable<Issue>(
        ConversationJSON.issueFields.pulledBack { ConversationJSON.IssueItem(issue: $0) },
        adding: [("repository", { .nullable($0.repositoryFullName) })])
}
