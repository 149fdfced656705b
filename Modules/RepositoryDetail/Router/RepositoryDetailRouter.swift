import Entities
import Interactors
import TerminalUI

/// Assembles the repository detail module.
@MainActor
public final class RepositoryDetailRouter: RepositoryDetailWireframe {
    private init() {}

    /// Creates the ViewController, Presenter and Interactors for `repository`, wires them,
    /// and returns the screen ready to be pushed.
    public static func assembleModules(repository: Repository, dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryDetailViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryDetailViewPresenter(
            repository: repository,
            view: view,
            router: RepositoryDetailRouter(),
            detailUsecase: RepositoryDetailInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            readmeUsecase: RepositoryReadmeInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            languagesUsecase: RepositoryLanguagesInteractor(client: dependencies.github,
                                                            scheduler: dependencies.scheduler),
            openURLUsecase: BrowserInteractor(browserSetting: dependencies.browserSetting,
                                              launcher: dependencies.processLauncher,
                                              scheduler: dependencies.scheduler),
            dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken)
        view.presenter = presenter
        return view
    }
}
