import Markdown
import TextCells

/// The README's rows on the detail screen: a `BlockwiseLayout` of the document at the body's
/// width, whose lines become rows only when they are drawn or looked at.
///
/// Every row knows which top-level block it shows and how far into it: that is what keeps the
/// reader's place when the width changes.
public enum ReadmeRows {
    /// Indent of the README on screen, in cells.
    public static let indent = 1

    /// The document as it is laid out: without colour, link text is marked with brackets (the
    /// screen and the command line share this rule).
    public static func document(_ document: MarkdownDocument, showsColor: Bool) -> MarkdownDocument {
        showsColor ? document : LinkMarking.bracketed(document)
    }

    /// The document laid out at `width`; without colour, link text is marked with brackets.
    public static func layout(_ document: MarkdownDocument, width: Int, showsColor: Bool) -> BlockwiseLayout {
        showsColor ? BlockwiseLayout(document, width: width)
            : BlockwiseLayout(document, width: width, transform: LinkMarking.bracketed)
    }

    /// Line `index` of `layout` as a row, its links numbered as in `layout.links`.
    public static func row(_ index: Int, of layout: BlockwiseLayout) -> DetailRow {
        guard let line = layout.line(index) else { return .blank(.readme(block: Int.max, offset: 0)) }
        var runs: [DetailRow.Run] = []
        var column = indent
        for run in line.screenLine.runs {
            runs.append(DetailRow.Run(text: run.text, column: column, style: style(of: run),
                                      link: run.link.map { line.linkBase + $0 }))
            column += DisplayWidth.of(run.text)
        }
        return DetailRow(runs: runs, position: .readme(block: line.block, offset: line.offset))
    }

    /// The style role of a laid-out run.
    public static func style(of run: StyledRun) -> DetailStyle {
        if run.link != nil { return .link }
        switch run.role {
        case .heading(let level): return .heading(level)
        case .codeBlock: return .code
        case .image: return .dim
        case .quoteBar: return .quoteBar
        case .alertBar(let kind), .alertTitle(let kind): return .alert(kind)
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

    private static func attributes(_ style: SpanStyle) -> ProseAttributes {
        var attributes: ProseAttributes = []
        if style.contains(.strong) { attributes.insert(.bold) }
        if style.contains(.emphasis) { attributes.insert(.italic) }
        if style.contains(.strikethrough) { attributes.insert(.strikethrough) }
        return attributes
    }
}
