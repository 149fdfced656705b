import PresentationKit
import RepositoryBrowsing

/// What the commits screen draws: the breadcrumb, one row per loaded commit (already made
/// safe), and the status line fitted to the width.
public struct CommitHistoryViewModel: Equatable, Sendable {
    /// `github › junegunn/fzf › commits`, with the ref (`@ master`).
    public var title: String
    public var rows: [CommitSummaryText]
    public var status: String
    public var statusTone: StatusTone
    /// True until the first answer (cached or fresh) arrives.
    public var isLoading: Bool

    public init(title: String = "", rows: [CommitSummaryText] = [], status: String = "",
                statusTone: StatusTone = .normal, isLoading: Bool = false) {
        self.title = title
        self.rows = rows
        self.status = status
        self.statusTone = statusTone
        self.isLoading = isLoading
    }
}
