import CommitDetailPresenter
import CommitDetailView
import Interactors
import ModuleServices
import Routes
import TerminalUI

/// Assembles the commit module for a `.commit` route.
@MainActor
public final class CommitDetailRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for the commit `sha` of
    /// `fullName`, wires them, and returns the screen ready to be pushed; `trail` is its breadcrumb.
    public static func assembleModules(fullName: String, sha: String, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = CommitDetailViewController(bindings: dependencies.keyBindings)
        let presenter = CommitDetailViewPresenter(
            fullName: fullName, sha: sha, trail: trail, view: view, router: CommitDetailRouter(dependencies: dependencies),
            usecase: CommitDetailInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
