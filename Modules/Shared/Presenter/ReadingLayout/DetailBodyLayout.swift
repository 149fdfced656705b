import Markdown
import PresentationKit
import TextCells

/// Lays the detail screen's body out at a width: facts, the language bar, then the README, as
/// rows of runs with style roles. Keeps the README's layout between calls for as long as the
/// document, width and colour mode stay the same, so a status change does not lay a long README
/// out again (and `BlockwiseLayout` keeps lines only for the blocks last drawn).
public struct DetailBodyLayout {
    private var readmeCache: ReadmeLayoutCache?

    /// A README laid out once for a width and colour mode. Comparing documents is cheap when the
    /// Presenter hands the same one again (arrays compare their storage first).
    private struct ReadmeLayoutCache {
        var document: MarkdownDocument
        var columns: Int
        var showsColor: Bool
        var layout: BlockwiseLayout
    }

    public init() {}

    /// The body of `content` at `columns` (indented one cell on each side); without colour
    /// (`showsColor` false) there is no language bar and README links are in brackets.
    public mutating func body(for content: DetailContent, columns: Int, showsColor: Bool) -> DetailBody {
        var body = DetailBody()
        let width = max(columns - 2, 1)
        for (index, line) in content.lines.enumerated() {
            body.rows.append(Self.factsRow(line, index: index, labelWidth: content.labelWidth))
        }
        if let languages = content.languages {
            body.rows.append(.blank(.languages(0)))
            var cell = 1
            if showsColor, !languages.bar.isEmpty {
                var runs: [DetailRow.Run] = []
                for run in languages.bar where run.cells > 0 {
                    runs.append(DetailRow.Run(text: "", column: cell, style: .swatch(run.color), fillWidth: run.cells))
                    cell += run.cells
                }
                body.rows.append(DetailRow(runs: runs, position: .languages(1)))
            }
            for (index, piece) in TextLayout.wrap(languages.legend, width: width).enumerated() {
                body.rows.append(DetailRow(runs: [DetailRow.Run(text: piece, column: 1, style: .dim)],
                                           position: .languages(2 + index)))
            }
        }
        switch content.readme {
        case .message(let sentence, _) where sentence.isEmpty:
            readmeCache = nil
        case .message(let sentence, let tone):
            readmeCache = nil
            body.rows.append(.blank(.readmeHeader(0)))
            for (index, piece) in TextLayout.wrap(sentence, width: width).enumerated() {
                body.rows.append(DetailRow(runs: [DetailRow.Run(text: piece, column: 1, style: .status(tone))],
                                           position: .readmeHeader(1 + index)))
            }
        case .document(let document, let fileName):
            body.rows.append(.blank(.readmeHeader(0)))
            body.rows.append(Self.titleRule(fileName, width: width, position: .readmeHeader(1)))
            body.rows.append(.blank(.readmeHeader(2)))
            body.appendReadme(readmeLayout(document, columns: columns, showsColor: showsColor,
                                           prepared: content.preparedReadme))
        }
        if !content.moreLines.isEmpty {
            body.trailingRows = [.blank(.moreFacts(0)), Self.titleRule("More facts", width: width, position: .moreFacts(1)),
                                 .blank(.moreFacts(2))]
            for (index, line) in content.moreLines.enumerated() {
                var row = Self.factsRow(line, index: index, labelWidth: content.labelWidth)
                row.position = .moreFacts(3 + index)
                body.trailingRows.append(row)
            }
        }
        return body
    }

    /// The README laid out at `columns`, from the cache when it was laid out for this document,
    /// width and colour mode, else the one `prepared` off the UI thread when it was made for them.
    private mutating func readmeLayout(_ document: MarkdownDocument, columns: Int, showsColor: Bool,
                                       prepared: PreparedReadmeLayout?) -> BlockwiseLayout {
        if let cache = readmeCache, cache.columns == columns, cache.showsColor == showsColor,
           cache.document == document {
            return cache.layout
        }
        let layout: BlockwiseLayout
        if let prepared, prepared.columns == columns, prepared.showsColor == showsColor, prepared.document == document {
            layout = prepared.layout
        } else {
            layout = ReadmeRows.layout(document, width: max(columns - 2, 1), showsColor: showsColor)
        }
        readmeCache = ReadmeLayoutCache(document: document, columns: columns, showsColor: showsColor, layout: layout)
        return layout
    }

    private static func factsRow(_ line: RepositoryDetailLine, index: Int, labelWidth: Int) -> DetailRow {
        var runs: [DetailRow.Run] = []
        var column = 1
        if line.role == .field {
            if !line.label.isEmpty { runs.append(DetailRow.Run(text: line.label, column: column, style: .dim)) }
            column += labelWidth
        }
        if !line.text.isEmpty {
            let style: DetailStyle = line.role == .flag ? .warning : line.role == .more ? .dim : .normal
            runs.append(DetailRow.Run(text: line.text, column: column, style: style))
        }
        if let beside = line.beside {
            runs.append(DetailRow.Run(text: beside.label, column: 1 + beside.column, style: .dim))
            runs.append(DetailRow.Run(text: beside.text, column: 1 + beside.column + labelWidth, style: .normal))
        }
        return DetailRow(runs: runs, position: .facts(index))
    }

    /// `── README.md ─────…` across the width.
    private static func titleRule(_ fileName: String, width: Int, position: ReadingPosition) -> DetailRow {
        let name = TextLayout.truncate(fileName, toWidth: max(width - 4, 1))
        let rest = max(width - 4 - DisplayWidth.of(name), 0)
        return DetailRow(runs: [DetailRow.Run(text: "── " + name + " " + String(repeating: "─", count: rest),
                                              column: 1, style: .title)],
                         position: position)
    }
}
