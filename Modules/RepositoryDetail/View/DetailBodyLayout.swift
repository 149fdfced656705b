import RepositoryDetailPresenter
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// Lays the detail screen's body out at a width: facts, the language bar, then the README.
enum DetailBodyLayout {
    /// - Parameters:
    ///   - columns: the screen width; the body is indented one cell on each side.
    ///   - showsColor: whether the surface shows colour (without it: no bar, links in brackets).
    ///   - readme: the README document laid out by `readmeLayout(_:columns:showsColor:)` (kept
    ///     between calls: a status change must not lay a long README out again).
    static func body(for model: RepositoryDetailViewModel, columns: Int, showsColor: Bool,
                     readme: BlockwiseLayout?) -> DetailBody {
        var body = DetailBody()
        let width = max(columns - 2, 1)
        for (index, line) in model.lines.enumerated() {
            body.rows.append(factsRow(line, index: index, labelWidth: model.labelWidth))
        }
        if let languages = model.languages {
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
        switch model.readme {
        case .message(let sentence, _) where sentence.isEmpty:
            break
        case .message(let sentence, let tone):
            body.rows.append(.blank(.readmeHeader(0)))
            for (index, piece) in TextLayout.wrap(sentence, width: width).enumerated() {
                body.rows.append(DetailRow(runs: [DetailRow.Run(text: piece, column: 1, style: TextStyle(statusTone: tone))],
                                           position: .readmeHeader(1 + index)))
            }
        case .document(let document, let fileName):
            body.rows.append(.blank(.readmeHeader(0)))
            body.rows.append(titleRule(fileName, width: width))
            body.rows.append(.blank(.readmeHeader(2)))
            body.appendReadme(readme ?? readmeLayout(document, columns: columns, showsColor: showsColor))
        }
        return body
    }

    /// The README document laid out for a screen width.
    static func readmeLayout(_ document: MarkdownDocument, columns: Int, showsColor: Bool) -> BlockwiseLayout {
        ReadmeRows.layout(document, width: max(columns - 2, 1), showsColor: showsColor)
    }

    private static func factsRow(_ line: RepositoryDetailLine, index: Int, labelWidth: Int) -> DetailRow {
        var runs: [DetailRow.Run] = []
        var column = 1
        if line.role == .field {
            if !line.label.isEmpty { runs.append(DetailRow.Run(text: line.label, column: column, style: .dim)) }
            column += labelWidth
        }
        if !line.text.isEmpty {
            runs.append(DetailRow.Run(text: line.text, column: column, style: line.role == .flag ? .warning : .normal))
        }
        return DetailRow(runs: runs, position: .facts(index))
    }

    /// `── README.md ─────…` across the width.
    private static func titleRule(_ fileName: String, width: Int) -> DetailRow {
        let name = TextLayout.truncate(fileName, toWidth: max(width - 4, 1))
        let rest = max(width - 4 - DisplayWidth.of(name), 0)
        return DetailRow(runs: [DetailRow.Run(text: "── " + name + " " + String(repeating: "─", count: rest),
                                              column: 1, style: .title)],
                         position: .readmeHeader(1))
    }
}
