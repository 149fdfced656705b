/// One line of a code search's fragment as drawn: its pieces in order, each plain or matched,
/// every piece already made safe for the terminal (one line, no control sequences).
public struct CodeMatchLine: Equatable, Sendable {
    /// A run of the line: its text and whether the query matched it.
    public struct Piece: Equatable, Sendable {
        public var text: String
        public var isMatch: Bool

        public init(_ text: String, isMatch: Bool) {
            self.text = text
            self.isMatch = isMatch
        }
    }

    public var pieces: [Piece]

    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The whole line.
    public var text: String { pieces.map(\.text).joined() }

    /// Whether any piece is a match.
    public var hasMatch: Bool { pieces.contains(where: \.isMatch) }
}
