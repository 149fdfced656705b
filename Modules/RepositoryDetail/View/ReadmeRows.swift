import TerminalUI
import TextCells

/// The README document laid out at a width, as detail rows, links and heading anchors.
enum ReadmeRows {
    // TEMPORARY: plain wrapping until DocumentLayout (target Markdown) lands.
    static func append(_ document: MarkdownDocument, width: Int, showsColor: Bool, to body: inout DetailBody) {
        for (block, paragraph) in document.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var offset = 0
            for piece in TextLayout.wrap(TextSanitizer.singleLine(String(paragraph)), width: width) {
                body.rows.append(DetailRow(runs: [DetailRow.Run(text: piece, column: 1, style: .normal)],
                                           position: .readme(block: block, offset: offset)))
                offset += piece.count
            }
        }
    }
}
