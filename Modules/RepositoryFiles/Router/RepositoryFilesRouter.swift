import Entities
import Interactors
import ModuleServices
import RepositoryFilesPresenter
import RepositoryFilesView
import Routes
import TerminalUI

/// Assembles the files module, and asks the navigator for the file it leads to.
@MainActor
public final class RepositoryFilesRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for the files of `place`, opened at
    /// the directory `path`; its header shows `trail` then the directory.
    public static func assembleModules(place: RepositoryRef, path: String, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryFilesViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryFilesViewPresenter(
            place: place, path: path, trail: trail, view: view,
            router: RepositoryFilesRouter(dependencies: dependencies),
            treeUsecase: RepositoryTreeInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices())
        view.presenter = presenter
        return view
    }
}
