/// One screen row of the detail body: styled runs at given columns, and where it comes from.
public struct DetailRow: Equatable, Sendable {
    /// A run of text (or of coloured cells, for the language bar) starting at `column`.
    public struct Run: Equatable, Sendable {
        public var text: String
        public var column: Int
        public var style: DetailStyle
        /// Cells to fill instead of text (a swatch of the language bar); 0 for text.
        public var fillWidth: Int
        /// The README link (index into `DetailBody.links`) this run is text of.
        public var link: Int?

        public init(text: String, column: Int, style: DetailStyle, fillWidth: Int = 0, link: Int? = nil) {
            self.text = text
            self.column = column
            self.style = style
            self.fillWidth = fillWidth
            self.link = link
        }
    }

    public var runs: [Run]
    public var position: ReadingPosition

    public init(runs: [Run], position: ReadingPosition) {
        self.runs = runs
        self.position = position
    }

    public static func blank(_ position: ReadingPosition) -> DetailRow {
        DetailRow(runs: [], position: position)
    }
}
