import Entities
import Interactors
import RepositoryDetail
import RepositoryListPresenter
import ScreenKit
import TerminalUI

/// Assembles the repository list module and navigates from it.
@MainActor
public final class RepositoryListRouter: RepositoryListWireframe {
    private let dependencies: ModuleDependencies

    private init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
    }

    /// Creates the ViewController, Presenter and Interactors, wires them, and returns the screen
    /// ready to be pushed as the root of the navigation stack.
    public static func assembleModules(dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryListViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryListViewPresenter(
            view: view,
            router: RepositoryListRouter(dependencies: dependencies),
            searchUsecase: SearchRepositoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            historyUsecase: SearchHistoryInteractor(store: dependencies.historyStore, scheduler: dependencies.scheduler),
            delayUsecase: DelayInteractor(scheduler: dependencies.delayScheduler),
            dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken,
            startupNotice: dependencies.startupNotice)
        view.presenter = presenter
        return view
    }

    public func showRepositoryDetail(_ repository: Repository) {
        let screen = RepositoryDetailRouter.assembleModules(repository: repository, dependencies: dependencies)
        dependencies.navigation?.push(screen)
    }
}
