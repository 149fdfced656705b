import IssueListPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// An issue list (number, state mark, title, labels, who and when; `head → base` for a pull
/// request) under its breadcrumb, with the search field above the rows while `/` edits it: the
/// shared list screen with the issue list's rows and keys.
public typealias IssueListViewController = RowListViewController<IssueListRow, IssueListCommand>

extension RowListViewController: IssueListDisplay where Row == IssueListRow, Command == IssueListCommand {
    public convenience init(bindings: KeyBindings) {
        self.init(bindings: bindings, keyContext: .issueList,
                  query: ListQueryField(opening: .searchIssues, context: .issueListSearch, label: "Search: "),
                  layout: { rows, width in { IssueListColumns.runs(for: rows[$0], width: width) } })
    }

    public func display(_ viewModel: IssueListViewModel) {
        show(viewModel)
    }
}
