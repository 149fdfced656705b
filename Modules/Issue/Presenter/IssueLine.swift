import PresentationKit

/// One line of an issue's conversation that is not Markdown (its title and facts, a comment's
/// header, a timeline event), with the role that decides how it looks; already made safe.
public struct IssueLine: Equatable, Sendable {
    /// What a line is.
    public enum Role: Equatable, Sendable {
        /// The issue's title.
        case title
        /// Where it stands (open, closed, merged …), marked.
        case state(IssueStateMark)
        /// Who, when, assignees, milestone, reactions.
        case detail
        /// `Labels: bug, ui`: the labels, each drawn in its own colour where the width allows.
        case labels([LabelChip])
        /// A comment's header: who wrote it and when.
        case commentHeader
        /// Something that happened (closed, labeled, referenced …).
        case event
        /// "No description provided."
        case note
    }

    public var text: String
    public var role: Role

    public init(_ text: String, _ role: Role) {
        self.text = text
        self.role = role
    }
}
