@testable import GHBrowseApp
import ModuleServices
import Entities
import Interactors
import Routes
import ScreenKit
import TerminalUI
import TestSupport
import Testing

/// A pick in the branches-and-tags chooser: the navigator closes the chooser and makes the ref
/// current for the repository, through the one shared current-ref use case; Esc changes nothing.
@MainActor
@Suite struct RefPickNavigationTests {
    let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
    let navigator: AppNavigator

    init() {
        navigator = AppNavigator(stack: stack)
        navigator.dependencies = ModuleDependencies(
            github: GitHubRequestableMock(), historyStore: SearchHistoryStoreSpy(), processLauncher: ProcessLauncherSpy(),
            scheduler: InlineScheduler(), delayScheduler: ManualClock(now: Sample.now),
            dateProvider: FixedDateProvider(now: Sample.now), navigator: navigator,
            keyBindings: .ghbrowse, browserSetting: nil, hasToken: false, currentRefs: CurrentRefInteractor())
        stack.resize(to: TerminalSize(rows: 12, columns: 80))
        navigator.show(.recalledSearch)
    }

    private func showChooser() {
        let options = ["main", "v1.0"].map {
            RouteOption(label: $0, route: .repositoryAtRef(RepositoryRef(fullName: "o/r", ref: $0)))
        }
        navigator.show(.choice(title: "Branches and tags of o/r", options: options))
        stack.draw(on: InMemorySurface(rows: 12, columns: 80))
    }

    @Test func pickingARefClosesTheChooserAndMakesItCurrentForThatRepository() {
        showChooser()
        #expect(stack.count == 2)
        stack.handle(key: .down)
        stack.handle(key: .enter)
        #expect(stack.count == 1, "the chooser is closed, no screen pushed")
        #expect(navigator.dependencies?.currentRefs.currentRef(of: "o/r") == "v1.0")
    }

    @Test func escClosesTheChooserAndChangesNothing() {
        showChooser()
        stack.handle(key: .escape)
        #expect(stack.count == 1)
        #expect(navigator.dependencies?.currentRefs.currentRef(of: "o/r") == nil)
    }

    @Test func everyCopyOfTheDependenciesSharesTheOneCurrentRef() {
        let copy = navigator.dependencies
        copy?.currentRefs.select(RepositoryRef(fullName: "o/r", ref: "dev"))
        #expect(navigator.dependencies?.currentRefs.currentRef(of: "o/r") == "dev")
    }
}

/// Every screen of a repository's inside names the repository in its breadcrumb, whatever screen
/// it was opened from.
@MainActor
@Suite struct InsideBreadcrumbTests {
    @Test func filesOpenedFromAListNameTheRepository() {
        let route = Route.files(RepositoryRef(fullName: "cli/cli", ref: "trunk"), path: "")
        #expect(route.breadcrumbSteps(after: ["github", "tetris"]) == ["cli/cli", "files @ trunk"])
        #expect(route.breadcrumbSteps(after: ["github", "tetris", "cli/cli"]) == ["files @ trunk"])
        #expect(Route.commits(RepositoryRef(fullName: "o/r", ref: "main")).breadcrumbSteps(after: ["github", "your stars"])
                == ["o/r", "commits @ main"])
        #expect(Route.releases(fullName: "o/r").breadcrumbSteps(after: ["github"]) == ["o/r", "releases"])
        #expect(Route.starredRepositories.breadcrumbSteps(after: ["github"]) == ["your stars"])
        #expect(Route.recalledSearch.breadcrumbSteps(after: ["github"]) == [])
    }

    /// Issue 28: one grammar. A screen of a ref says its ref in its own step; a file is its whole
    /// path after the files step of its ref, which a file opened from elsewhere (a README's link)
    /// says too; a chooser's step is its title.
    @Test func everyStepOfARefSaysItsRefAndAFileItsDirectory() {
        let place = RepositoryRef(fullName: "kennethreitz/legit", ref: "v0.1")
        let file = Route.file(place, path: "legit/core.py", size: nil)
        #expect(file.breadcrumbSteps(after: ["github", "kennethreitz/legit", "files @ v0.1"]) == ["legit/core.py"])
        #expect(file.breadcrumbSteps(after: ["github", "kennethreitz/legit"]) == ["files @ v0.1", "legit/core.py"])
        #expect(file.breadcrumbSteps(after: ["github"]) == ["kennethreitz/legit", "files @ v0.1", "legit/core.py"])
        #expect(Route.files(place, path: "").breadcrumbSteps(after: ["github", "kennethreitz/legit"]) == ["files @ v0.1"])
        #expect(Route.commits(place).breadcrumbSteps(after: ["github", "kennethreitz/legit"]) == ["commits @ v0.1"])
        #expect(Route.choice(title: "branches and tags", options: []).breadcrumbSteps(after: ["github"])
                == ["branches and tags"])
    }

    @Test func theNavigatorPushesTheFilesScreenWithTheRepositoryInItsTrail() {
        // The same set-up as the ref-pick tests: a navigator over the recalled search.
        let root = RefPickNavigationTests()
        root.navigator.show(.files(RepositoryRef(fullName: "cli/cli", ref: "trunk"), path: ""))
        #expect(root.stack.topTrail == ["github", "cli/cli", "files @ trunk"])
    }
}
