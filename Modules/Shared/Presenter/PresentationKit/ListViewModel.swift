/// What a list screen draws (the releases, the issues): its breadcrumb, its rows, a sentence
/// instead of rows (loading, none, a failure; "" with rows), and its status line; all text
/// already made safe for the terminal.
public struct ListViewModel<Row: Equatable & Sendable>: Equatable, Sendable {
    /// The breadcrumb (`github › cli/cli › issues`).
    public var title: String
    public var rows: [Row]
    public var message: String
    public var messageTone: StatusTone
    public var status: String
    public var statusTone: StatusTone

    public init(title: String = "", rows: [Row] = [], message: String = "", messageTone: StatusTone = .normal,
                status: String = "", statusTone: StatusTone = .normal) {
        self.title = title
        self.rows = rows
        self.message = message
        self.messageTone = messageTone
        self.status = status
        self.statusTone = statusTone
    }
}
