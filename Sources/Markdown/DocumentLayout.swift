import TextCells

/// Lays a `MarkdownDocument` out at a width into lines of styled runs, for the screens (the
/// command line prints the same layout as bytes: `TerminalText`). The rules, in `MarkdownLayout`:
///
/// - Paragraphs and headings wrap by display width (CJK and emoji take two cells); a word longer
///   than a line is broken between characters. Headings 1 and 2 are underlined (`═`, `─`).
/// - Code blocks are indented two cells and never wrap: a line wider than the space is cut with `…`
///   (the document model keeps the whole line).
/// - Block quotes get a `│ ` bar; lists hang their text after `• `/`◦ `/`▪ `, `1. ` or `[x] `/`[ ] `.
/// - Tables are aligned columns separated by ` │ `, each honouring its alignment. When they are
///   too wide, the widest columns shrink first (down to 6 cells, or their natural width) and their
///   cells wrap; columns that still do not fit are left out and every line ends in ` …`.
/// - When nesting would leave less than `minimumContentWidth` cells, deeper levels are not
///   indented further and their quote bars and list markers are left out (their text stays),
///   so no line is ever wider than `width`.
public enum DocumentLayout {
    /// The narrowest text column nesting may leave.
    public static let minimumContentWidth = 12

    /// `document` laid out for a screen `width` cells wide (at least 1).
    public static func layout(_ document: MarkdownDocument, width: Int) -> LaidOutDocument {
        var slugger = HeadingSlugger()
        return layout(document, width: width, slugger: &slugger)
    }

    /// `document` laid out with heading anchors made unique by `slugger` (which may have seen the
    /// headings of earlier parts of the same README).
    static func layout(_ document: MarkdownDocument, width: Int, slugger: inout HeadingSlugger,
                       placesLinks: Bool = true) -> LaidOutDocument {
        let output = MarkdownLayout.layout(document, width: width,
                                           into: ScreenLinesOutput(documentLinks: document.links, slugger: slugger))
        slugger = output.slugger
        return output.document(width: max(1, width), placingLinks: placesLinks)
    }
}
