import Markdown

/// Parses Markdown text as a README.md of github.com/o/r on branch main.
func parse(_ markdown: String, fileName: String = "README.md") -> MarkdownDocument {
    MarkdownParser.parse(bytes: Array(markdown.utf8), fileName: fileName,
                         htmlURL: "https://github.com/o/r/blob/main/README.md")
}

/// The screen lines' text of `markdown` laid out at `width`.
func render(_ markdown: String, width: Int = 40) -> [String] {
    DocumentLayout.layout(parse(markdown), width: width).lines.map(\.text)
}
