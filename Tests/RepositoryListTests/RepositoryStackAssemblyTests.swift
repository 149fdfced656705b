@testable import GHBrowseApp
import ModuleServices
import APIClient
import Entities
import Usecases
import Interactors
import RepositoryListView
import RepositoryListRouter
import ScreenKit
import TerminalUI
import TestSupport
import XCTest

/// The Routers together: a list, its detail, and a list pushed from the detail with `u`.
final class RepositoryStackAssemblyTests: XCTestCase {
    func testUPushesAnOwnerListWithItsBreadcrumbAndEscGoesBackToTheSameDetail() {
        onMainActor {
            let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
            let github = GitHubRequestableMock()
            github.searchAnswer = .success(GitHubResponse(
                value: SearchPage(totalCount: 1, incompleteResults: false, items: [Sample.legit]),
                status: 200, rateLimit: nil, links: PageLinks()))
            github.repositoryAnswer = .success(GitHubResponse(value: Sample.legit, status: 200, rateLimit: nil,
                                                              links: PageLinks()))
            let navigator = AppNavigator(stack: stack)
            navigator.dependencies = ModuleDependencies(
                github: github, historyStore: SearchHistoryStoreSpy(), processLauncher: ProcessLauncherSpy(),
                scheduler: InlineScheduler(), delayScheduler: ManualClock(now: Sample.now),
                dateProvider: FixedDateProvider(now: Sample.now), navigator: navigator,
                keyBindings: .ghbrowse, browserSetting: nil, hasToken: false, currentRefs: CurrentRefInteractor())
            let surface = InMemorySurface(rows: 12, columns: 80)
            stack.resize(to: surface.size)
            navigator.show(.recalledSearch)
            stack.draw(on: surface)
            for character in "legit" { stack.handle(key: .character(character)) }
            stack.handle(key: .enter)   // search (answered inline)
            stack.handle(key: .enter)   // open the first row
            stack.draw(on: surface)
            let detail = stack.top

            stack.handle(key: .character("u"))
            XCTAssertEqual(stack.count, 3, "the detail's Router pushed a list")
            stack.draw(on: surface)
            XCTAssertEqual(surface.lines[0], "github › kennethreitz/legit › user:kennethreitz")
            XCTAssertEqual(surface.lines[1].trimmingCharacters(in: .whitespaces), "Search: user:kennethreitz")
            let search = github.requests.compactMap { $0 as? GitHubAPI.SearchRepositories }.last
            XCTAssertEqual(search?.query, "user:kennethreitz")
            XCTAssertEqual(search?.sort, .stars)
            XCTAssertEqual(search?.order, .desc)

            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 2)
            XCTAssertTrue(stack.top === detail, "back on the same detail screen, as it was")
            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 1)
            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 1, "the root list ignores Esc")
        }
    }
}
