import AccountRepositoriesPresenter
import AccountRepositoriesView
import CommitDetailPresenter
import CommitDetailView
import CommitHistoryPresenter
import CommitHistoryView
import IssueListPresenter
import JobLogPresenter
import JobLogView
import IssueListView
import IssuePresenter
import IssueView
import ReleasePresenter
import ReleaseView
import ReleasesPresenter
import ReleasesView
import WorkflowRunPresenter
import WorkflowRunView
import WorkflowRunsPresenter
import WorkflowRunsView
import RepositoryDetailPresenter
import RepositoryDetailView
import RepositoryFilePresenter
import RepositoryFileView
import RepositoryFilesPresenter
import RepositoryFilesView
import RepositoryListPresenter
import RepositoryListView
import TerminalUI
import Testing

/// A screen's View forwards a key to its Presenter when the key table's request names one of the
/// screen's commands (`ReleasesCommand(rawValue: request.name)`), so a command the table does not
/// bind would be a key that silently does nothing. Every command must be bound on its screen.
@MainActor
@Suite struct ScreenCommandsTests {
    private func requestNames(_ sections: [KeyBindings.Section]) -> Set<String> {
        Set(sections.flatMap(\.bindings).map(\.request.name))
    }

    private func unbound<Command: CaseIterable & RawRepresentable>(_: Command.Type, in sections: [KeyBindings.Section])
        -> [String] where Command.RawValue == String {
        let bound = requestNames(sections)
        return Command.allCases.map(\.rawValue).filter { !bound.contains($0) }
    }

    @Test func everyCommandIsBoundOnItsScreen() {
        #expect(unbound(RepositoryListCommand.self, in: RepositoryListKeys.sections).isEmpty)
        #expect(unbound(RepositoryDetailCommand.self, in: RepositoryDetailKeys.sections).isEmpty)
        #expect(unbound(RepositoryFilesCommand.self, in: RepositoryFilesKeys.sections).isEmpty)
        #expect(unbound(RepositoryFileCommand.self, in: RepositoryFileKeys.sections).isEmpty)
        #expect(unbound(CommitHistoryCommand.self, in: CommitHistoryKeys.sections).isEmpty)
        #expect(unbound(CommitDetailCommand.self, in: CommitDetailKeys.sections).isEmpty)
        #expect(unbound(ReleasesCommand.self, in: ReleasesKeys.sections).isEmpty)
        #expect(unbound(ReleaseCommand.self, in: ReleaseKeys.sections).isEmpty)
        #expect(unbound(AccountRepositoriesCommand.self, in: AccountRepositoriesKeys.sections).isEmpty)
        #expect(unbound(IssueListCommand.self, in: IssueListKeys.sections).isEmpty)
        #expect(unbound(WorkflowRunsCommand.self, in: WorkflowRunsKeys.sections).isEmpty)
        #expect(unbound(WorkflowRunCommand.self, in: WorkflowRunKeys.sections).isEmpty)
        #expect(unbound(JobLogCommand.self, in: JobLogKeys.sections).isEmpty)
        #expect(unbound(IssueCommand.self, in: IssueKeys.sections).isEmpty)
        #expect(unbound(IssueScreenCommand.self, in: IssueKeys.sections).isEmpty)
        #expect(unbound(PullRequestSectionCommand.self, in: PullRequestKeys.sections).isEmpty)
    }
}
