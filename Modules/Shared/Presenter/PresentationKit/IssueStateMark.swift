/// Where an issue or a pull request stands, as the lists and the conversation screen mark it.
public enum IssueStateMark: Equatable, Sendable {
    case open
    /// A draft pull request.
    case draft
    /// Closed as completed (an issue), or closed without merging (a pull request).
    case closed
    /// Closed as not planned (an issue).
    case notPlanned
    /// A merged pull request.
    case merged

    /// From GitHub's `state`, `state_reason`, draft and merged flags.
    public init(state: String, stateReason: String?, isDraft: Bool, isMerged: Bool) {
        if isMerged {
            self = .merged
        } else if state.lowercased() == "open" {
            self = isDraft ? .draft : .open
        } else {
            self = stateReason?.lowercased() == "not_planned" ? .notPlanned : .closed
        }
    }

    /// A one-cell mark: ● open, ◌ draft, ✓ closed, ⊘ not planned, ⇄ merged.
    public var symbol: String {
        switch self {
        case .open: return "●"
        case .draft: return "◌"
        case .closed: return "✓"
        case .notPlanned: return "⊘"
        case .merged: return "⇄"
        }
    }

    /// The word for it ("open", "closed as not planned").
    public var word: String {
        switch self {
        case .open: return "open"
        case .draft: return "draft"
        case .closed: return "closed"
        case .notPlanned: return "closed as not planned"
        case .merged: return "merged"
        }
    }
}
