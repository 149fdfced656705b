import Interactors
import RepositoryBrowsing
import IssuePresenter
import IssueView
import ModuleServices
import Routes
import TerminalUI

/// Assembles an issue's (or a pull request's) screen for an `.issue` route: the conversation
/// module, and a pull request's Commits, Files and Checks section modules, each its own View and
/// Presenter, composed in one `PullRequestScreen` that `1`–`4` switch.
@MainActor
public final class IssueRouter: ModuleRouter {
    /// Creates the ViewControllers, Presenters and Interactors for issue `number` of `fullName`
    /// (`trail` is its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, number: Int, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let router = IssueRouter(dependencies: dependencies)
        let services = dependencies.screenServices()
        let pullRequests = PullRequestInteractor(client: dependencies.github, scheduler: dependencies.scheduler)
        let checks = ChecksInteractor(client: dependencies.github, scheduler: dependencies.scheduler)
        let view = IssueViewController(bindings: dependencies.keyBindings)
        let presenter = IssueViewPresenter(
            fullName: fullName, number: number, trail: trail, view: view, router: router,
            conversationUsecase: IssueConversationInteractor(client: dependencies.github,
                                                             scheduler: dependencies.scheduler),
            pullRequestUsecase: pullRequests, checksUsecase: checks,
            services: services)
        view.presenter = presenter

        let commitsView = PullRequestListViewController<CommitSummaryText>(
            bindings: dependencies.keyBindings, keyContext: .pullRequestCommits, drawRow: PullRequestRows.commit)
        commitsView.presenter = PullRequestCommitsPresenter(
            fullName: fullName, number: number, trail: trail, view: commitsView, router: router,
            usecase: pullRequests, services: services)

        let filesView = PullRequestFilesViewController(bindings: dependencies.keyBindings)
        filesView.presenter = PullRequestFilesPresenter(
            fullName: fullName, number: number, trail: trail, view: filesView, usecase: pullRequests,
            services: services)

        let checksView = PullRequestListViewController<CheckRowText>(
            bindings: dependencies.keyBindings, keyContext: .pullRequestChecks, drawRow: PullRequestRows.check)
        checksView.presenter = PullRequestChecksPresenter(
            fullName: fullName, number: number, trail: trail, view: checksView, router: router,
            pullRequestUsecase: pullRequests,
            checksUsecase: checks, services: services)

        return PullRequestScreen(conversation: view, sections: [commitsView, filesView, checksView],
                                 bindings: dependencies.keyBindings)
    }
}
