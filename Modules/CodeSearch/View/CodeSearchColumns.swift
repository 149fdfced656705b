import CodeSearchPresenter
import ScreenKit
import TerminalUI
import TextCells

/// One code search row at a width: a file as `owner/repo  path/to/file.py`, a matching line
/// under it indented, its matches drawn as the text search draws its matches.
enum CodeSearchColumns {
    /// Cells a matching line is indented by.
    static let lineIndent = 5

    static func runs(for row: CodeSearchRow, width: Int) -> [ScreenRun] {
        let right = width - 1
        switch row {
        case .file(let repository, let path):
            var runs: [ScreenRun] = []
            var column = 1
            for (text, style) in [(repository, TextStyle.accent), (path, TextStyle.bold)] {
                let room = right - column
                guard room > 0 else { break }
                let cut = TextLayout.truncate(text, toWidth: room)
                runs.append(ScreenRun(text: cut, column: column, style: style))
                column += DisplayWidth.of(cut) + 2
            }
            return runs
        case .line(let line):
            var runs: [ScreenRun] = []
            var column = lineIndent
            for piece in line.pieces {
                let room = right - column
                guard room > 0 else { break }
                let cut = TextLayout.truncate(piece.text, toWidth: room)
                runs.append(ScreenRun(text: cut, column: column, style: piece.isMatch ? .findMatch : .normal))
                column += DisplayWidth.of(cut)
            }
            return runs
        }
    }
}
