import RepositoryBrowsing
import TerminalUI
import TextCells

public extension DrawingSurface {
    /// Draws a diff view's line (the commit screen's, a pull request's files) from the margin on,
    /// each run in its role's style; one too wide for the screen ends in `…` where it is cut.
    func putDiffLine(_ line: DiffTextLine, row: Int, width: Int, selectedRun: Int? = nil) {
        var column = 1
        let fits = line.runs.reduce(0) { $0 + DisplayWidth.of($1.text) } <= width - column
        for (position, run) in line.runs.enumerated() where column < width {
            let room = width - column
            let runWidth = DisplayWidth.of(run.text)
            let text = fits || runWidth < room ? run.text : TextLayout.truncate(run.text, toWidth: room)
            column += put(text, row: row, column: column, maxWidth: room, style: position == selectedRun ? .selectedLink : TextStyle(diffRole: run.role))
            if !fits && runWidth >= room { break }
        }
    }
}

public extension TextStyle {
    /// How a diff view's run looks: additions green, deletions red (of the same weight), hunk
    /// headers in the accent colour.
    init(diffRole role: DiffTextLine.Role) {
        switch role {
        case .plain: self = .normal
        case .heading: self = .bold
        case .label, .dim, .note: self = .dim
        case .sha: self = .accent
        case .addition: self = .success
        case .deletion: self = .removal
        case .hunk: self = .accent
        case .link: self = .link
        }
    }
}
