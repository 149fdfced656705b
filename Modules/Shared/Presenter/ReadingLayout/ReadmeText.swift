import Markdown

/// A README as text for `ghbrowse view` on a terminal: laid out like the detail screen's README,
/// by the same rule (links in brackets where there is no colour).
public enum ReadmeText {
    /// The README laid out at `width` (at least 20 cells); with `styled`, headings, links, code and
    /// emphasis carry SGR styles, otherwise the text is plain and links are marked `[like this]`.
    public static func rendered(_ document: MarkdownDocument, width: Int, styled: Bool) -> String {
        TerminalText.render(ReadmeRows.document(document, showsColor: styled), width: max(width, 20), styled: styled)
    }
}
