import RepositoryDetailPresenter
import Markdown
import TerminalUI
import TextCells

/// The README document laid out at a width, appended to the detail body as rows, links and
/// heading anchors.
///
/// Each top-level block is laid out on its own (`DocumentLayout`), one blank row between them as
/// `DocumentLayout` puts them, so every row knows which block it shows and how far into it: that
/// is what keeps the reader's place when the width changes.
enum ReadmeRows {
    /// Indent of the README on screen, in cells.
    static let indent = 1

    static func append(_ document: MarkdownDocument, width: Int, showsColor: Bool, to body: inout DetailBody) {
        let document = showsColor ? document : LinkMarking.bracketed(document)
        var slugs = SlugCounter()
        for (blockIndex, block) in document.blocks.enumerated() {
            if blockIndex > 0 { body.rows.append(.blank(.readme(block: blockIndex, offset: -1))) }
            let laidOut = DocumentLayout.layout(MarkdownDocument(blocks: [block], links: document.links), width: width)
            let firstRow = body.rows.count
            let firstLink = body.links.count
            for link in laidOut.links {
                let lines = link.positions.map(\.line)
                body.links.append(LinkPlace(target: link.target, destination: link.destination,
                                            firstRow: firstRow + (lines.min() ?? 0), lastRow: firstRow + (lines.max() ?? 0)))
            }
            for (slug, line) in laidOut.anchors.sorted(by: { $0.value < $1.value }) {
                body.headings[slugs.unique(slug)] = firstRow + line
            }
            var offset = 0
            for line in laidOut.lines {
                var runs: [DetailRow.Run] = []
                var column = indent
                for run in line.runs {
                    runs.append(DetailRow.Run(text: run.text, column: column, style: style(of: run),
                                              link: run.link.map { firstLink + $0 }))
                    column += DisplayWidth.of(run.text)
                }
                body.rows.append(DetailRow(runs: runs, position: .readme(block: blockIndex, offset: offset)))
                offset += line.runs.filter { isText($0.role) }.reduce(0) { $0 + $1.text.count }
            }
        }
    }

    /// Runs that carry the README's words (not bars, markers or borders), for reading offsets.
    private static func isText(_ role: RunRole) -> Bool {
        switch role {
        case .quoteBar, .listMarker, .tableBorder, .rule: return false
        default: return true
        }
    }

    /// The terminal style of a laid-out run.
    static func style(of run: StyledRun) -> TextStyle {
        if run.link != nil { return .link }
        switch run.role {
        case .heading(let level): return .heading(level)
        case .codeBlock: return .code
        case .image: return .dim
        case .quoteBar: return .quoteBar
        case .listMarker: return .accent
        case .tableBorder, .rule: return .dim
        case .tableHeader: return .prose(attributes(run.style).union(.bold))
        case .notice: return .warning
        case .body:
            if run.style.contains(.code) { return .code }
            let attributes = attributes(run.style)
            return attributes.isEmpty ? .normal : .prose(attributes)
        }
    }

    private static func attributes(_ style: SpanStyle) -> TextAttributes {
        var attributes: TextAttributes = []
        if style.contains(.strong) { attributes.insert(.bold) }
        if style.contains(.emphasis) { attributes.insert(.italic) }
        if style.contains(.strikethrough) { attributes.insert(.strikethrough) }
        return attributes
    }
}

/// GitHub's rule for repeated heading slugs: `usage`, then `usage-1`, `usage-2` …
struct SlugCounter {
    private var taken: Set<String> = []

    mutating func unique(_ slug: String) -> String {
        var candidate = slug
        var suffix = 0
        while taken.contains(candidate) {
            suffix += 1
            candidate = "\(slug)-\(suffix)"
        }
        taken.insert(candidate)
        return candidate
    }
}
