import Entities
import Interactors
import ModuleServices
import ReleasesPresenter
import ReleasesView
import Routes
import TerminalUI

/// Assembles the releases module for a `.releases` route, and asks the navigator for a release.
@MainActor
public final class ReleasesRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for the releases of `fullName`
    /// (`trail` is its breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, trail: [String], dependencies: ModuleDependencies) -> Screen {
        let view = ReleasesViewController(bindings: dependencies.keyBindings)
        let presenter = ReleasesViewPresenter(
            fullName: fullName, trail: trail, view: view, router: ReleasesRouter(dependencies: dependencies),
            releasesUsecase: ReleasesInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
