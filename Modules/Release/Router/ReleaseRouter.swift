import Entities
import Interactors
import ModuleServices
import ReleasePresenter
import ReleaseView
import Routes
import TerminalUI

/// Assembles the release module for a `.release` route.
@MainActor
public final class ReleaseRouter: ModuleRouter {
    /// Creates the ViewController and Presenter for `release` of `fullName` (`trail` is its
    /// breadcrumb), wires them, and returns the screen ready to be pushed.
    public static func assembleModules(fullName: String, release: Release, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = ReleaseViewController(bindings: dependencies.keyBindings)
        let presenter = ReleaseViewPresenter(
            fullName: fullName, release: release, trail: trail, view: view,
            router: ReleaseRouter(dependencies: dependencies),
            services: dependencies.screenServices(),
            releasesUsecase: ReleasesInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            savingUsecase: dependencies.fileSaving())
        view.presenter = presenter
        return view
    }
}
