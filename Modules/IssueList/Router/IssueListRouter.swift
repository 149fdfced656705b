import Interactors
import IssueListPresenter
import IssueListView
import ModuleServices
import Routes
import TerminalUI

/// Assembles an issue list for an `.issues` or `.pullRequests` route.
@MainActor
public final class IssueListRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for `fullName`'s issues or pull
    /// requests (`trail` is its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(kind: IssueListKind, fullName: String, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = IssueListViewController(bindings: dependencies.keyBindings)
        let presenter = IssueListViewPresenter(
            kind: kind, fullName: fullName, trail: trail, view: view, router: IssueListRouter(dependencies: dependencies),
            issuesUsecase: IssuesInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            pullRequestsUsecase: PullRequestsInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
