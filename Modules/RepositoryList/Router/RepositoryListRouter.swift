import Entities
import Interactors
import ModuleServices
import RepositoryListPresenter
import RepositoryListView
import Routes
import TerminalUI

/// Assembles the repository list module, and asks the navigator for the screens it leads to.
@MainActor
public final class RepositoryListRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors, wires them, and returns the screen.
    /// With no `initialSearch` it is the root list, which recalls the last search; otherwise it runs
    /// `initialSearch` at once. Its header shows `breadcrumb`.
    public static func assembleModules(initialSearch: RepositorySearch?, breadcrumb: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryListViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryListViewPresenter(
            view: view,
            router: RepositoryListRouter(dependencies: dependencies),
            searchUsecase: SearchRepositoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            historyUsecase: SearchHistoryInteractor(store: dependencies.historyStore, scheduler: dependencies.scheduler,
                                                    writes: dependencies.historyWrites),
            delayUsecase: DelayInteractor(scheduler: dependencies.delayScheduler),
            starStateUsecase: StarStateInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            services: dependencies.screenServices(),
            initialSearch: initialSearch,
            breadcrumb: breadcrumb,
            startupNotice: initialSearch == nil ? dependencies.startupNotice : nil,
            defaultSort: dependencies.defaultSort, defaultOrder: dependencies.defaultOrder)
        view.presenter = presenter
        return view
    }
}
