import Markdown
import ReleasePresenter
import ScreenKit
import TerminalUI
import TextCells

/// Where a row of the release screen comes from, whatever the width it was laid out at: what the
/// reader was looking at, to find again after a re-wrap.
public enum ReleasePosition: Equatable {
    /// Row `index` of the rows above the notes.
    case above(Int)
    /// The notes: `offset` characters into top-level block `block`.
    case notes(block: Int, offset: Int)
    /// Row `index` of the rows below the notes (the assets).
    case below(Int)
}

/// The release screen's body at one width: the facts, the notes (laid out block by block, made
/// into rows only when drawn), then the assets.
public struct ReleaseBody {
    /// Indent of everything on screen, in cells.
    static let indent = 1

    var above: [[ScreenRun]] = []
    var notes: BlockwiseLayout?
    var below: [[ScreenRun]] = []

    var notesLineCount: Int { notes?.lineCount ?? 0 }
    public var rowCount: Int { above.count + notesLineCount + below.count }

    /// The body of `model` at `columns`; `notes` is the notes already laid out (kept between calls).
    init(model: ReleaseViewModel, columns: Int, notes: BlockwiseLayout?) {
        let width = max(columns - 2 * Self.indent, 1)
        for fact in model.facts {
            let style: TextStyle
            switch fact.role {
            case .name: style = .heading(1)
            case .detail: style = .dim
            case .flag: style = .warning
            }
            for piece in TextLayout.wrap(fact.text, width: width) {
                above.append([ScreenRun(text: piece, column: Self.indent, style: style)])
            }
        }
        above.append([])
        if case .message(let sentence) = model.notes, !sentence.isEmpty {
            above.append([ScreenRun(text: sentence, column: Self.indent, style: .dim)])
        }
        self.notes = notes
        below.append([])
        below.append([Self.rule(model.assetsTitle, width: width)])
        let sizeWidth = model.assets.map { DisplayWidth.of($0.size) }.max() ?? 0
        let downloadsWidth = model.assets.map { DisplayWidth.of($0.downloads) }.max() ?? 0
        let nameWidth = width - sizeWidth - downloadsWidth - 4
        for asset in model.assets {
            if nameWidth >= 8 {
                let sizeColumn = Self.indent + nameWidth + 2 + sizeWidth - DisplayWidth.of(asset.size)
                below.append([
                    ScreenRun(text: TextLayout.truncate(asset.name, toWidth: nameWidth), column: Self.indent, style: .normal),
                    ScreenRun(text: asset.size, column: sizeColumn, style: .dim),
                    ScreenRun(text: asset.downloads, column: Self.indent + nameWidth + sizeWidth + 4, style: .dim),
                ])
            } else {
                // Too narrow for columns: the name, then its figures under it.
                for piece in TextLayout.wrap(asset.name, width: width) {
                    below.append([ScreenRun(text: piece, column: Self.indent, style: .normal)])
                }
                below.append([ScreenRun(text: TextLayout.truncate("  \(asset.size) · \(asset.downloads)", toWidth: width),
                                        column: Self.indent, style: .dim)])
            }
        }
    }

    /// `── Assets (3) ─────…` across the width.
    private static func rule(_ title: String, width: Int) -> ScreenRun {
        let name = TextLayout.truncate(title, toWidth: max(width - 4, 1))
        let rest = max(width - 4 - DisplayWidth.of(name), 0)
        return ScreenRun(text: "── " + name + " " + String(repeating: "─", count: rest), column: Self.indent, style: .title)
    }

    /// Row `index`, 0 ..< `rowCount`, as runs.
    public func runs(_ index: Int) -> [ScreenRun] {
        if index < above.count { return above[index] }
        let inNotes = index - above.count
        if inNotes < notesLineCount, let notes {
            return MarkdownRows.runs(ofLine: inNotes, in: notes, indent: Self.indent)?.runs ?? []
        }
        let inBelow = inNotes - notesLineCount
        return below.indices.contains(inBelow) ? below[inBelow] : []
    }

    /// Where row `index` comes from.
    func position(_ index: Int) -> ReleasePosition {
        if index < above.count { return .above(index) }
        let inNotes = index - above.count
        if inNotes < notesLineCount, let line = notes?.line(inNotes) {
            return .notes(block: line.block, offset: line.offset)
        }
        return .below(inNotes - notesLineCount)
    }

    /// The row showing `position` now.
    func row(for position: ReleasePosition) -> Int {
        switch position {
        case .above(let index): return min(index, above.count - 1)
        case .notes(let block, let offset):
            guard let notes, notes.lineCount > 0 else { return above.count }
            return above.count + notes.nearestLine(block: block, offset: offset)
        case .below(let index): return above.count + notesLineCount + index
        }
    }

    /// The notes' links in reading order, by body row.
    public var links: [BodyLink] {
        let shift = above.count
        return notes?.links.map { BodyLink($0, rowShift: shift, sourceShift: 0) } ?? []
    }

    /// The row a heading anchor of the notes starts on.
    public func headingRow(_ anchor: String) -> Int? {
        notes?.anchors[anchor].map { $0 + above.count }
    }
}

/// What the release screen's `ReadingPane` needs of its body.
extension ReleaseBody: RunRowsBody {
    public func position(ofRow row: Int) -> ReleasePosition {
        position(row)
    }

    public func row(showing position: ReleasePosition) -> Int? {
        row(for: position)
    }
}
