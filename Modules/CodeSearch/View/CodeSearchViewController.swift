import CodeSearchPresenter
import PresentationKit
import ScreenKit
import TerminalUI

/// A code search's files, each followed by its matching lines (the matches highlighted), under its
/// breadcrumb, with the query field above the rows while `/` edits it (open at once when the
/// screen starts without a query): the shared list screen with the code search's rows and keys.
public typealias CodeSearchViewController = RowListViewController<CodeSearchRow, CodeSearchCommand>

extension RowListViewController: CodeSearchDisplay where Row == CodeSearchRow, Command == CodeSearchCommand {
    /// `queryOpen`: the field takes the keys from the start (a search from a detail, not yet typed).
    public convenience init(bindings: KeyBindings, queryOpen: Bool) {
        self.init(bindings: bindings, keyContext: .codeSearch,
                  query: ListQueryField(opening: .editCodeQuery, context: .codeSearchQuery, label: "Code: ",
                                        isOpen: queryOpen),
                  layout: { rows, width in { CodeSearchColumns.runs(for: rows[$0], width: width) } })
    }

    public func display(_ viewModel: CodeSearchViewModel) {
        show(viewModel)
    }
}
