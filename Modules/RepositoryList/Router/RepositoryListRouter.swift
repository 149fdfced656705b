import Entities
import Interactors
import RepositoryDetail
import RepositoryListPresenter
import ScreenKit
import TerminalUI

/// Assembles the repository list module and navigates from it.
@MainActor
public final class RepositoryListRouter: RepositoryListWireframe {
    /// The first step of every breadcrumb: the root list.
    public static let rootBreadcrumb = ["github"]

    private let dependencies: ModuleDependencies
    private let breadcrumb: [String]

    private init(dependencies: ModuleDependencies, breadcrumb: [String]) {
        self.dependencies = dependencies
        self.breadcrumb = breadcrumb
    }

    /// Creates the ViewController, Presenter and Interactors, wires them, and returns the screen
    /// ready to be pushed as the root of the navigation stack (it recalls the last search).
    public static func assembleModules(dependencies: ModuleDependencies) -> Screen {
        assembleModules(dependencies: dependencies, initialSearch: nil, breadcrumb: rootBreadcrumb)
    }

    /// The same for a list pushed from another screen: it runs `initialSearch` at once and its
    /// header shows `breadcrumb`.
    public static func assembleModules(dependencies: ModuleDependencies, initialSearch: RepositorySearch?,
                                       breadcrumb: [String]) -> Screen {
        let view = RepositoryListViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryListViewPresenter(
            view: view,
            router: RepositoryListRouter(dependencies: dependencies, breadcrumb: breadcrumb),
            searchUsecase: SearchRepositoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            historyUsecase: SearchHistoryInteractor(store: dependencies.historyStore, scheduler: dependencies.scheduler),
            delayUsecase: DelayInteractor(scheduler: dependencies.delayScheduler),
            dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken,
            initialSearch: initialSearch,
            breadcrumb: breadcrumb,
            startupNotice: initialSearch == nil ? dependencies.startupNotice : nil)
        view.presenter = presenter
        return view
    }

    public func showRepositoryDetail(_ repository: Repository, from search: RepositorySearch) {
        let dependencies = self.dependencies
        let screen = RepositoryDetailRouter.assembleModules(
            repository: repository, currentSearch: search, breadcrumb: breadcrumb + [repository.fullName],
            dependencies: dependencies,
            assembleList: { search, breadcrumb in
                RepositoryListRouter.assembleModules(dependencies: dependencies, initialSearch: search,
                                                     breadcrumb: breadcrumb)
            })
        dependencies.navigation?.push(screen)
    }
}
