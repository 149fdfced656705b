import PresentationKit
import RepositoryBrowsing

/// What a pull request's Files section draws: its breadcrumb, the files' headings and patches as
/// the commit screen draws them (the shared `DiffTextLines`), where each file starts (Tab goes
/// to the next), the path filter, and the status line fitted to the width.
public struct PullRequestFilesViewModel: Equatable, Sendable {
    public var title: String
    public var lines: DiffTextLines
    /// The index in `lines` of each file's heading, in order.
    public var fileStarts: [Int]
    /// The path filter in force ("" for none).
    public var filter: String
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", lines: DiffTextLines = [], fileStarts: [Int] = [], filter: String = "",
                status: String = "", statusTone: StatusTone = .normal) {
        self.title = title
        self.lines = lines
        self.fileStarts = fileStarts
        self.filter = filter
        self.status = status
        self.statusTone = statusTone
    }
}
