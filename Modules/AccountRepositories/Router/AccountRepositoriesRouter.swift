import AccountRepositoriesPresenter
import AccountRepositoriesView
import Entities
import Interactors
import ModuleServices
import Routes
import TerminalUI

/// Assembles the screen of your stars or your repositories, and asks the navigator for a detail.
@MainActor
public final class AccountRepositoriesRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactor for `listing`, wires them, and returns
    /// the screen; its header shows `trail` (`github › your stars`).
    public static func assembleModules(listing: AccountListing, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = AccountRepositoriesViewController(bindings: dependencies.keyBindings)
        let source: AccountListingSource
        switch listing {
        case .stars:
            source = .stars(AccountRepositoriesInteractor(client: dependencies.github, scheduler: dependencies.scheduler))
        case .ownRepositories:
            source = .ownRepositories(AccountRepositoriesInteractor(client: dependencies.github,
                                                                scheduler: dependencies.scheduler))
        }
        let presenter = AccountRepositoriesViewPresenter(
            view: view, router: AccountRepositoriesRouter(dependencies: dependencies), source: source,
            services: dependencies.screenServices(), trail: trail)
        view.presenter = presenter
        return view
    }
}
