import PresentationKit

/// One row of an issue list, every piece of GitHub's text already made safe: `#123 ● Title
/// [bug] [ui]   octocat · 4 comments · 3 days ago`, and `head → base` for a pull request.
public struct IssueListRow: Equatable, Sendable {
    /// `#123`.
    public var number: String
    public var mark: IssueStateMark
    public var title: String
    /// The labels, with their colours.
    public var labels: [LabelChip]
    /// `octocat · 4 comments · updated 3 days ago`.
    public var meta: String
    /// `feature → main`, or "" for an issue.
    public var branches: String

    public init(number: String, mark: IssueStateMark, title: String, labels: [LabelChip] = [], meta: String = "",
                branches: String = "") {
        self.number = number
        self.mark = mark
        self.title = title
        self.labels = labels
        self.meta = meta
        self.branches = branches
    }
}
