import TextCells

/// A README that is not Markdown (reStructuredText, plain text, Org, AsciiDoc) as plain text:
/// paragraphs separated by blank lines keep their line breaks and wrap. An indented paragraph is
/// preformatted (code, ASCII art) when the paragraph before it ends in `::` (reStructuredText's
/// literal block) or its lines are indented unevenly; an evenly indented one is prose (an rst
/// block quote) and wraps, set off as a quote. Nothing is interpreted as markup.
enum PlainTextDocument {
    static func blocks(_ text: String) -> [Block] {
        let lines = TextSanitizer.multiline(expandTabs(text)).split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [Block] = []
        var paragraph: [Substring] = []
        var previousEndsLiteral = false

        func flush() {
            defer { paragraph = [] }
            guard !paragraph.isEmpty else { return }
            defer { previousEndsLiteral = paragraph.last?.hasSuffix("::") == true }
            if paragraph.allSatisfy({ $0.first == " " }) {
                let indents = paragraph.map { $0.prefix { $0 == " " }.count }
                let indent = indents.min() ?? 0
                if previousEndsLiteral || indents.contains(where: { $0 != indent }) {
                    blocks.append(.codeBlock(language: nil, lines: paragraph.map { String($0.dropFirst(indent)) }))
                } else {
                    let words = paragraph.map { $0.dropFirst(indent) }.joined(separator: " ")
                    blocks.append(.quote([.paragraph([Span(text: words)])]))
                }
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
