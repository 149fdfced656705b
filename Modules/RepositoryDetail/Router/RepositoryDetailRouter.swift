import Entities
import Interactors
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI

/// Assembles the repository detail module, and pushes the lists it leads to.
@MainActor
public final class RepositoryDetailRouter: RepositoryDetailWireframe {
    /// Assembles a repository list module that starts with `search`, its header showing `breadcrumb`.
    /// The list's Router hands it over: the list module depends on this one, so this one cannot name it.
    public typealias ListAssembly = @MainActor (_ search: RepositorySearch, _ breadcrumb: [String]) -> Screen

    private let dependencies: ModuleDependencies
    private let breadcrumb: [String]
    private let assembleList: ListAssembly

    private init(dependencies: ModuleDependencies, breadcrumb: [String], assembleList: @escaping ListAssembly) {
        self.dependencies = dependencies
        self.breadcrumb = breadcrumb
        self.assembleList = assembleList
    }

    /// Creates the ViewController, Presenter and Interactors for `repository` (found with
    /// `currentSearch`), wires them, and returns the screen ready to be pushed. `breadcrumb` is
    /// where the screen is (ending with the repository); lists pushed from it add their query.
    public static func assembleModules(repository: Repository, currentSearch: RepositorySearch?,
                                       breadcrumb: [String], dependencies: ModuleDependencies,
                                       assembleList: @escaping ListAssembly) -> Screen {
        let view = RepositoryDetailViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryDetailViewPresenter(
            repository: repository,
            view: view,
            router: RepositoryDetailRouter(dependencies: dependencies, breadcrumb: breadcrumb, assembleList: assembleList),
            detailUsecase: RepositoryDetailInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            readmeUsecase: RepositoryReadmeInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            languagesUsecase: RepositoryLanguagesInteractor(client: dependencies.github,
                                                            scheduler: dependencies.scheduler),
            openURLUsecase: BrowserInteractor(browserSetting: dependencies.browserSetting,
                                              launcher: dependencies.processLauncher,
                                              scheduler: dependencies.delayScheduler),
            dateProvider: dependencies.dateProvider,
            hasToken: dependencies.hasToken,
            currentSearch: currentSearch)
        view.presenter = presenter
        return view
    }

    public func showRepositoryList(_ search: RepositorySearch) {
        dependencies.navigation?.push(assembleList(search, breadcrumb + [search.query]))
    }
}
