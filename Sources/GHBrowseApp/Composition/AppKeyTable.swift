import AccountRepositoriesView
import ChooserView
import CommandPaletteView
import CommitDetailView
import CommitHistoryView
import IssueListView
import IssueView
import NotificationsView
import CodeSearchView
import RepositoryDetailView
import ReleaseView
import ReleasesView
import RepositoryFilesView
import RepositoryFileView
import RepositoryListView
import ScreenKit
import JobLogView
import Usecases
import WorkflowRunsView
import WorkflowRunView
import TerminalUI

public extension KeyBindings {
    /// ghbrowse's one key table, put together from each module's own sections: screens dispatch
    /// through it, the `?` screen prints it, and every status-line hint is rendered from it.
    static let ghbrowse = KeyBindings(
        sections: [SharedKeys.everywhere] + RepositoryListKeys.sections + RepositoryDetailKeys.sections
            + ChooserKeys.sections + CommandPaletteKeys.sections + RepositoryFilesKeys.sections
            + AccountRepositoriesKeys.sections + CommitHistoryKeys.sections + CommitDetailKeys.sections
            + RepositoryFileKeys.sections
            + ReleasesKeys.sections + ReleaseKeys.sections + IssueListKeys.sections + NotificationsKeys.sections + CodeSearchKeys.sections + IssueKeys.sections
            + PullRequestKeys.sections
            + WorkflowRunsKeys.sections + WorkflowRunKeys.sections + JobLogKeys.sections + TextFindKeys.sections + SaveKeys.sections
            + [SharedKeys.help, SharedKeys.helpFind],
        global: .everywhere)
}
