/// The size of a drawing surface in character cells.
public struct TerminalSize: Equatable, Sendable {
    /// Number of lines.
    public var rows: Int
    /// Number of cells per line.
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}
