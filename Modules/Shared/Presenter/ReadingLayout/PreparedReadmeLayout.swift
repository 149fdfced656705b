import Markdown

/// A README laid out ahead of time, off the UI thread, at the width and colour mode the screen had
/// then: the View takes it instead of laying the document out itself when its width and colour
/// mode still match (a long README then costs the UI thread nothing but the swap).
///
/// `@unchecked Sendable`: it is made on one thread and handed over once; from then on only the
/// screen that shows it touches its layout (whose cache of recent blocks is not thread-safe).
public final class PreparedReadmeLayout: @unchecked Sendable, Equatable {
    public let document: MarkdownDocument
    /// The screen's width in cells (the README is laid out two cells narrower, as on screen).
    public let columns: Int
    public let showsColor: Bool
    let layout: BlockwiseLayout

    /// Lays `document` out as `DetailBodyLayout` would at `columns` and in `showsColor`.
    public init(document: MarkdownDocument, columns: Int, showsColor: Bool) {
        self.document = document
        self.columns = columns
        self.showsColor = showsColor
        layout = ReadmeRows.layout(document, width: max(columns - 2, 1), showsColor: showsColor)
    }

    /// The same layout: the one made for the same answer.
    public static func == (lhs: PreparedReadmeLayout, rhs: PreparedReadmeLayout) -> Bool {
        lhs === rhs
    }
}
