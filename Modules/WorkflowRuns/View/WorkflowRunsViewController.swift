import PresentationKit
import ScreenKit
import TerminalUI
import WorkflowRunsPresenter

/// A repository's workflow runs (mark, workflow, number, event, branch, title, duration, age)
/// under its breadcrumb, with the filter field above the rows while `/` edits it: the shared list
/// screen with the runs' rows and keys.
public typealias WorkflowRunsViewController = RowListViewController<WorkflowRunRow, WorkflowRunsCommand>

extension RowListViewController: WorkflowRunsDisplay where Row == WorkflowRunRow, Command == WorkflowRunsCommand {
    public convenience init(bindings: KeyBindings) {
        self.init(bindings: bindings, keyContext: .workflowRuns,
                  query: ListQueryField(opening: .filterRuns, context: .workflowRunsFilter, label: "Filter: "),
                  layout: { rows, width in { WorkflowRunColumns.runs(for: rows[$0], width: width) } })
    }

    public func display(_ viewModel: WorkflowRunsViewModel) {
        show(viewModel)
    }
}
