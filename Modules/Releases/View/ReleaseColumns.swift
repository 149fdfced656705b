import ReleasesPresenter
import ScreenKit
import TerminalUI
import TextCells

/// The columns of the releases list at a width: the tag, the name filling what is left, the marks,
/// then the date, ending at the right edge.
struct ReleaseColumns {
    let tagWidth: Int
    let marksWidth: Int
    let dateWidth: Int
    let width: Int

    init(rows: [ReleaseRow], width: Int, maximumTagWidth: Int) {
        tagWidth = min(rows.map { DisplayWidth.of($0.tag) }.max() ?? 0, maximumTagWidth)
        marksWidth = rows.map { DisplayWidth.of(Self.marks($0)) }.max() ?? 0
        dateWidth = rows.map { DisplayWidth.of($0.date) }.max() ?? 0
        self.width = width
    }

    static func marks(_ row: ReleaseRow) -> String {
        row.marks.map(\.rawValue).joined(separator: " ")
    }

    /// One release's runs; the name is cut first when the screen is narrow, then the marks and date.
    func runs(for row: ReleaseRow) -> [ScreenRun] {
        var runs: [ScreenRun] = []
        var column = 1
        runs.append(ScreenRun(text: TextLayout.truncate(row.tag, toWidth: tagWidth), column: column, style: .bold))
        column += tagWidth + 2
        let right = width - 1
        let dateColumn = max(right - dateWidth, column)
        let marksColumn = max(dateColumn - (marksWidth > 0 ? marksWidth + 2 : 0), column)
        let nameWidth = marksColumn - column - 2
        if nameWidth > 0, !row.name.isEmpty {
            runs.append(ScreenRun(text: TextLayout.truncate(row.name, toWidth: nameWidth), column: column, style: .normal))
        }
        let marks = Self.marks(row)
        if !marks.isEmpty, marksColumn < dateColumn {
            let style: TextStyle = row.marks.contains(.latest) ? .success : .warning
            runs.append(ScreenRun(text: TextLayout.truncate(marks, toWidth: dateColumn - marksColumn), column: marksColumn,
                                  style: style))
        }
        if !row.date.isEmpty, dateColumn < right {
            // Dates end at the right edge.
            runs.append(ScreenRun(text: row.date, column: max(right - DisplayWidth.of(row.date), dateColumn), style: .dim))
        }
        return runs
    }
}
