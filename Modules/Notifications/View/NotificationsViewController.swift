import NotificationsPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// Your notification threads under their breadcrumb (unread marked, repository, kind, title,
/// reason and when): the shared list screen with the notifications' rows and keys.
public typealias NotificationsViewController = RowListViewController<NotificationRow, NotificationsCommand>

extension RowListViewController: NotificationsDisplay where Row == NotificationRow, Command == NotificationsCommand {
    public convenience init(bindings: KeyBindings) {
        self.init(bindings: bindings, keyContext: .notifications) { rows, width in
            { NotificationColumns.runs(for: rows[$0], width: width) }
        }
    }

    public func display(_ viewModel: NotificationsViewModel) {
        show(viewModel)
    }
}
