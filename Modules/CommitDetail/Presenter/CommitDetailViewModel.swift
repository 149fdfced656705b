import PresentationKit
import RepositoryBrowsing

/// What the commit screen draws: its breadcrumb, its lines (the message, the people, parents,
/// stats, the changed files, then each file's patch), where each file's patch starts, and the
/// status line fitted to the width.
public struct CommitDetailViewModel: Equatable, Sendable {
    public var title: String
    public var lines: CommitDetailLines
    /// The index in `lines` of each file's heading above its patch, in order (Tab goes to the next).
    public var fileStarts: [Int]
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", lines: CommitDetailLines = [], fileStarts: [Int] = [], status: String = "",
                statusTone: StatusTone = .normal) {
        self.title = title
        self.lines = lines
        self.fileStarts = fileStarts
        self.status = status
        self.statusTone = statusTone
    }
}
