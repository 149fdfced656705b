import Entities
import Interactors
import ModuleServices
import RepositoryListPresenter
import RepositoryListView
import Routes
import TerminalUI

/// Assembles the repository list module, and asks the navigator for the screens it leads to.
@MainActor
public final class RepositoryListRouter: RepositoryListWireframe, RepositoryInsidesRouting {
    public let dependencies: ModuleDependencies

    private init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

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
            historyUsecase: SearchHistoryInteractor(store: dependencies.historyStore, scheduler: dependencies.scheduler),
            delayUsecase: DelayInteractor(scheduler: dependencies.delayScheduler),
            starStateUsecase: StarStateInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken,
            initialSearch: initialSearch,
            breadcrumb: breadcrumb,
            startupNotice: initialSearch == nil ? dependencies.startupNotice : nil,
            defaultSort: dependencies.defaultSort, defaultOrder: dependencies.defaultOrder)
        view.presenter = presenter
        return view
    }

    public func showRepositoryDetail(_ repository: Repository, from search: RepositorySearch) {
        dependencies.navigator?.show(.repository(repository, foundWith: search))
    }

    public func showYourLists() {
        dependencies.navigator?.show(.choice(title: "Yours", options: [
            RouteOption(label: "your stars", route: .starredRepositories),
            RouteOption(label: "your repositories", route: .ownRepositories),
        ]))
    }
}
