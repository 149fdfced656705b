/// What the mouse did, and where: a zero-based screen cell.
public struct MouseEvent: Hashable, Sendable {
    /// The kinds of mouse event ghbrowse reacts to.
    public enum Kind: Hashable, Sendable {
        case wheelUp
        case wheelDown
        /// The left button went down (or clicked: down and up in one place).
        case press
        case release
        case doubleClick
    }

    public var kind: Kind
    public var row: Int
    public var column: Int

    public init(_ kind: Kind, row: Int, column: Int) {
        self.kind = kind
        self.row = row
        self.column = column
    }
}
