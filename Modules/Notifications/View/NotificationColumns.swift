import NotificationsPresenter
import ScreenKit
import TerminalUI
import TextCells

/// One notification row at a width: `● owner/repo  pull request  title   reason · updated 2 hours ago`.
/// The title is cut first when the screen is narrow, then the right-hand facts.
enum NotificationColumns {
    static func runs(for row: NotificationRow, width: Int) -> [ScreenRun] {
        var runs: [ScreenRun] = [ScreenRun(text: row.unread ? "●" : " ", column: 1, style: .accent)]
        var column = 3
        let right = width - 1
        let metaWidth = min(DisplayWidth.of(row.meta), max((right - column) / 3, 0))
        let metaColumn = right - metaWidth
        for (text, style, widest) in [(row.repository, TextStyle.dim, 30), (row.kind, TextStyle.accent, 12)] {
            let room = min(widest, metaColumn - column - 2)
            guard room > 0 else { return runs }
            let cut = TextLayout.truncate(text, toWidth: room)
            runs.append(ScreenRun(text: cut, column: column, style: style))
            column += DisplayWidth.of(cut) + 2
        }
        let titleRoom = metaColumn - column - 2
        if titleRoom > 0 {
            runs.append(ScreenRun(text: TextLayout.truncate(row.title, toWidth: titleRoom), column: column,
                                  style: row.unread ? .bold : .normal))
        }
        if metaWidth > 0 {
            runs.append(ScreenRun(text: TextLayout.truncate(row.meta, toWidth: metaWidth), column: metaColumn, style: .dim))
        }
        return runs
    }
}
