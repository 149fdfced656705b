import TextCells

/// A README that is not Markdown (reStructuredText, plain text, Org, AsciiDoc) as plain text:
/// paragraphs separated by blank lines keep their line breaks and wrap; paragraphs whose lines
/// are all indented are kept as preformatted lines. Nothing is interpreted as markup.
enum PlainTextDocument {
    static func blocks(_ text: String) -> [Block] {
        let lines = TextSanitizer.multiline(expandTabs(text)).split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var paragraph: [Substring] = []

        func flush() {
            defer { paragraph = [] }
            guard !paragraph.isEmpty else { return }
            if paragraph.allSatisfy({ $0.first == " " }) {
                let indent = paragraph.map { $0.prefix { $0 == " " }.count }.min() ?? 0
                blocks.append(.codeBlock(language: nil, lines: paragraph.map { String($0.dropFirst(indent)) }))
                return
            }
            var spans: [Span] = []
            for (index, line) in paragraph.enumerated() {
                if index > 0 { spans.append(Span(text: "\n")) }
                // Indentation is kept (as no-break spaces, which wrapping does not drop).
                let indent = line.prefix { $0 == " " }.count
                spans.append(Span(text: String(repeating: "\u{A0}", count: indent) + line.dropFirst(indent)))
            }
            blocks.append(.paragraph(spans))
        }

        for line in lines {
            if line.allSatisfy({ $0 == " " }) { flush() } else { paragraph.append(line) }
        }
        flush()
        return blocks
    }

    private static func expandTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { MarkdownParser.expandingTabs($0) }
            .joined(separator: "\n")
    }
}
