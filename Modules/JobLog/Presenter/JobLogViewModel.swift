import PresentationKit

/// Everything a job's log screen draws: its breadcrumb, the log read once, the lines shown (the
/// folded groups' lines left out), whether timestamps show, which groups are open, the row to
/// scroll to (once), the status line.
public struct JobLogViewModel: Equatable, Sendable {
    public var title: String
    public var document: JobLogDocument?
    public var visible: [Int]
    public var openGroups: Set<Int>
    public var showsTimestamps: Bool
    public var scrollToRow: Int?
    public var message: String
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", document: JobLogDocument? = nil, visible: [Int] = [], openGroups: Set<Int> = [],
                showsTimestamps: Bool = true, scrollToRow: Int? = nil, message: String = "", status: String = "",
                statusTone: StatusTone = .normal) {
        self.title = title
        self.document = document
        self.visible = visible
        self.openGroups = openGroups
        self.showsTimestamps = showsTimestamps
        self.scrollToRow = scrollToRow
        self.message = message
        self.status = status
        self.statusTone = statusTone
    }
}
