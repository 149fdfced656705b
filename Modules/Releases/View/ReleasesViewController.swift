import PresentationKit
import ReleasesPresenter
import ScreenKit
import TerminalUI

/// A repository's releases as a list (tag, name, date, marks) under its breadcrumb: the shared
/// list screen with the releases' rows (the tag column as wide as the widest tag, up to
/// `maximumReleaseTagWidth`) and keys.
public typealias ReleasesViewController = RowListViewController<ReleaseRow, ReleasesCommand>

/// The widest a release list's tag column gets; longer tags are cut.
let maximumReleaseTagWidth = 24

extension RowListViewController: ReleasesDisplay where Row == ReleaseRow, Command == ReleasesCommand {
    public convenience init(bindings: KeyBindings) {
        self.init(bindings: bindings, keyContext: .releases) { rows, width in
            let columns = ReleaseColumns(rows: rows, width: width, maximumTagWidth: maximumReleaseTagWidth)
            return { columns.runs(for: rows[$0]) }
        }
    }

    public func display(_ viewModel: ReleasesViewModel) {
        show(viewModel)
    }
}
