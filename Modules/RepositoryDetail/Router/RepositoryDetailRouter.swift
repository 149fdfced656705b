import Entities
import Interactors
import ModuleServices
import RepositoryDetailPresenter
import RepositoryDetailView
import Routes
import TerminalUI

/// Assembles the repository detail module, and asks the navigator for the screens it leads to.
@MainActor
public final class RepositoryDetailRouter: ModuleRouter {
    /// Creates the ViewController, Presenter and Interactors for `repository` (found with
    /// `currentSearch`), wires them, and returns the screen ready to be pushed.
    /// `trail` is its breadcrumb (`github`, `junegunn/fzf`).
    public static func assembleModules(repository: Repository, currentSearch: RepositorySearch?, trail: [String],
                                       dependencies: ModuleDependencies) -> Screen {
        let view = RepositoryDetailViewController(bindings: dependencies.keyBindings)
        let presenter = RepositoryDetailViewPresenter(
            repository: repository,
            view: view,
            router: RepositoryDetailRouter(dependencies: dependencies),
            detailUsecase: RepositoryInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            readmeUsecase: RepositoryReadmeInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            languagesUsecase: RepositoryLanguagesInteractor(client: dependencies.github,
                                                            scheduler: dependencies.scheduler),
            services: dependencies.screenServices(),
            recentUsecase: dependencies.recentRepositories(),
            starStateUsecase: StarStateInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            refsUsecase: RepositoryRefsInteractor(client: dependencies.github, scheduler: dependencies.scheduler),
            currentRefUsecase: dependencies.currentRefs,
            currentSearch: currentSearch,
            trail: trail,
            readmeScheduler: dependencies.scheduler,
            cloningUsecase: GitCloneInteractor(scheduler: dependencies.scheduler))
        view.presenter = presenter
        return view
    }

    public func chooseRef(of fullName: String, title: String, labels: [String], refs: [String]) {
        let options = zip(labels, refs).map {
            RouteOption(label: $0, route: .repositoryAtRef(RepositoryRef(fullName: fullName, ref: $1)))
        }
        dependencies.navigator?.show(.choice(title: title, options: options))
    }

    public func chooseTopic(of topics: [String], searches: [RepositorySearch]) {
        let options = zip(topics, searches).map { RouteOption(label: $0, route: .search($1)) }
        dependencies.navigator?.show(.choice(title: "topics", options: options))
    }
}
