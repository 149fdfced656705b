import ReadingLayout
import Markdown
import TextCells

/// How `ghbrowse view` prints a README: laid out like the detail screen on a terminal (with a
/// few SGR styles unless `NO_COLOR`), or the file itself when standard output is not a terminal.
enum ReadmeOutput {
    /// The README laid out at `width`; with `styled`, headings, links, code and emphasis carry SGR
    /// styles, otherwise the text is plain and links are marked `[like this]`.
    static func rendered(_ document: MarkdownDocument, width: Int, styled: Bool) -> String {
        ReadmeText.rendered(document, width: width, styled: styled)
    }

    /// The file as it is, made safe: escape sequences and controls removed, tabs and line breaks kept.
    static func raw(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let safe = text.split(separator: "\t", omittingEmptySubsequences: false)
            .map { TextSanitizer.multiline(String($0)) }
            .joined(separator: "\t")
        return safe.isEmpty || safe.hasSuffix("\n") ? safe : safe + "\n"
    }
}
