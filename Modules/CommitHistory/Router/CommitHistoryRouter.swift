import CommitHistoryPresenter
import CommitHistoryView
import Entities
import Interactors
import ModuleServices
import Routes
import TerminalUI

/// Assembles the commits module for a `.commits` route, and asks the navigator for a commit.
@MainActor
public final class CommitHistoryRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for the history of `place`, wires
    /// them, and returns the screen ready to be pushed; `trail` is its breadcrumb.
    public static func assembleModules(place: RepositoryRef, trail: [String], dependencies: ModuleDependencies)
        -> Screen {
        let view = CommitHistoryViewController(bindings: dependencies.keyBindings)
        let presenter = CommitHistoryViewPresenter(
            place: place, trail: trail, view: view, router: CommitHistoryRouter(dependencies: dependencies),
            usecase: CommitHistoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
