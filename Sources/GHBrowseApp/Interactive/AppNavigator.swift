import AccountRepositoriesPresenter
import AccountRepositoriesRouter
import ChooserRouter
import CommandPaletteRouter
import CommitDetailRouter
import CommitHistoryRouter
import IssueListRouter
import IssueRouter
import CodeSearchRouter
import NotificationsRouter
import ModuleServices
import ReleaseRouter
import ReleasesRouter
import RepositoryDetailRouter
import RepositoryFilesRouter
import RepositoryFileRouter
import RepositoryListRouter
import Routes
import TerminalUI
import JobLogRouter
import Usecases
import WorkflowRunRouter
import WorkflowRunsRouter

/// The one navigator: turns a route into its module, through that module's Router, and pushes
/// it with its breadcrumb (the screen underneath's, plus what the route adds).
@MainActor
final class AppNavigator: RouteNavigating {
    /// The first step of every breadcrumb.
    static let rootBreadcrumb = ["github"]

    private let stack: NavigationStack
    /// Set once, right after `init`: the dependencies hold this navigator (weakly), so they
    /// cannot exist before it.
    var dependencies: ModuleDependencies? {
        // The palette runs its actions on the stack (assigning here does not call this again).
        didSet { dependencies?.screenActions = stack }
    }

    init(stack: NavigationStack) {
        self.stack = stack
        stack.onCommandPalette = { [weak self] context in self?.show(.commandPalette(section: context.name)) }
    }

    func show(_ route: Route) {
        guard let dependencies else { return }
        if case .repositoryAtRef(let place) = route {
            // Not a screen: the screens of the repository (the detail underneath) follow the ref.
            dependencies.currentRefs.select(place)
            return
        }
        let trail = route == .recalledSearch
            ? Self.rootBreadcrumb
            : stack.topTrail + route.breadcrumbSteps(after: stack.topTrail)
        guard let screen = Self.screen(for: route, trail: trail, dependencies: dependencies) else { return }
        stack.push(screen, trail: trail)
    }

    func replaceTop(with route: Route) {
        stack.pop()
        show(route)
    }

    func closeTop() {
        stack.pop()
    }

    /// The module for `route`, assembled by its Router; nil only for `.repositoryAtRef`, which is
    /// not a screen (`show` hands it to the current-ref use case).
    static func screen(for route: Route, trail: [String], dependencies: ModuleDependencies) -> Screen? {
        switch route {
        case .recalledSearch:
            return RepositoryListRouter.assembleModules(initialSearch: nil, breadcrumb: trail,
                                                        dependencies: dependencies)
        case .search(let search):
            return RepositoryListRouter.assembleModules(initialSearch: search, breadcrumb: trail,
                                                        dependencies: dependencies)
        case .repository(let repository, let search):
            return RepositoryDetailRouter.assembleModules(repository: repository, currentSearch: search, trail: trail,
                                                          dependencies: dependencies)
        case .choice(let title, let options):
            return ChooserRouter.assembleModules(title: title, options: options, trail: trail,
                                                 dependencies: dependencies)
        case .files(let place, let path):
            return RepositoryFilesRouter.assembleModules(place: place, path: path, trail: trail,
                                                         dependencies: dependencies)
        case .starredRepositories:
            return AccountRepositoriesRouter.assembleModules(listing: .stars, trail: trail, dependencies: dependencies)
        case .ownRepositories:
            return AccountRepositoriesRouter.assembleModules(listing: .ownRepositories, trail: trail,
                                                             dependencies: dependencies)
        case .repositoryAtRef:
            return nil
        case .commits(let place):
            return CommitHistoryRouter.assembleModules(place: place, trail: trail, dependencies: dependencies)
        case .commit(let fullName, let sha):
            return CommitDetailRouter.assembleModules(fullName: fullName, sha: sha, trail: trail,
                                                      dependencies: dependencies)
        case .file(let place, let path, let size, let lines, let find):
            return RepositoryFileRouter.assembleModules(place: place, path: path, size: size, lines: lines, find: find,
                                                        trail: trail, dependencies: dependencies)
        case .releases(let fullName):
            return ReleasesRouter.assembleModules(fullName: fullName, trail: trail, dependencies: dependencies)
        case .release(let fullName, let release):
            return ReleaseRouter.assembleModules(fullName: fullName, release: release, trail: trail,
                                                 dependencies: dependencies)
        case .issues(let fullName):
            return IssueListRouter.assembleModules(kind: .issues, fullName: fullName, trail: trail,
                                                   dependencies: dependencies)
        case .pullRequests(let fullName):
            return IssueListRouter.assembleModules(kind: .pullRequests, fullName: fullName, trail: trail,
                                                   dependencies: dependencies)
        case .codeSearch(let query, let fullName):
            return CodeSearchRouter.assembleModules(query: query, fullName: fullName, trail: trail,
                                                    dependencies: dependencies)
        case .notifications:
            return NotificationsRouter.assembleModules(trail: trail, dependencies: dependencies)
        case .inbox(let search):
            return IssueListRouter.assembleModules(kind: .inbox(search), fullName: "", trail: trail,
                                                   dependencies: dependencies)
        case .issue(let fullName, let number):
            return IssueRouter.assembleModules(fullName: fullName, number: number, trail: trail,
                                               dependencies: dependencies)
        case .workflowRuns(let fullName):
            return WorkflowRunsRouter.assembleModules(fullName: fullName, trail: trail, dependencies: dependencies)
        case .workflowRun(let fullName, let run):
            return WorkflowRunRouter.assembleModules(fullName: fullName, run: run, trail: trail, dependencies: dependencies)
        case .jobLog(let fullName, let job):
            return JobLogRouter.assembleModules(fullName: fullName, job: job, trail: trail, dependencies: dependencies)
        case .commandPalette(let section):
            return CommandPaletteRouter.assembleModules(section: section, trail: trail, dependencies: dependencies)
        }
    }
}
