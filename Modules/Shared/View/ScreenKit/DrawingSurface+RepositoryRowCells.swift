import PresentationKit
import TerminalUI

public extension DrawingSurface {
    /// Draws a repository row's cells (or the column titles, `header`) left to right from the
    /// first column: each in its role's style, all in the selected style on the selected row.
    func putRepositoryCells(_ cells: [RepositoryRowCell], row: Int, selected: Bool, header: Bool) {
        var column = 0
        let width = size.columns
        for cell in cells where column < width {
            let style: TextStyle = selected ? .selected : header ? .dim : Self.style(for: cell.role)
            column += put(cell.text, row: row, column: column, maxWidth: width - column, style: style)
        }
    }

    /// The style of a repository row's cell.
    private static func style(for role: RepositoryRowCell.Role) -> TextStyle {
        switch role {
        case .name: return .bold
        case .description, .gap: return .normal
        case .stars: return .warning
        case .language: return .accent
        case .note: return .dim
        }
    }
}
