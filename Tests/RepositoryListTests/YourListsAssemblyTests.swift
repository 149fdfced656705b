@testable import GHBrowseApp
import ModuleServices
import APIClient
import Entities
import Usecases
import Interactors
import ScreenKit
import TerminalUI
import TestSupport
import XCTest

/// The Routers together: `m` on a list offers your stars and repositories in a chooser, and the
/// picked one replaces the chooser as a list with its breadcrumb.
final class YourListsAssemblyTests: XCTestCase {
    func testMOffersYourListsAndThePickedOneIsStackedOnTheListWithItsBreadcrumb() {
        onMainActor {
            let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
            let github = GitHubRequestableMock()
            github.searchAnswer = .success(GitHubResponse(
                value: SearchPage(totalCount: 1, incompleteResults: false, items: [Sample.legit]),
                status: 200, rateLimit: nil, links: PageLinks()))
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
            stack.handle(key: .enter)   // search (answered inline); the results take the keys

            stack.handle(key: .character("m"))
            XCTAssertEqual(stack.count, 2, "a chooser")
            stack.draw(on: surface)
            XCTAssertTrue(surface.text.contains("your stars"), surface.text)
            XCTAssertTrue(surface.text.contains("your repositories"), surface.text)

            stack.handle(key: .down)
            stack.handle(key: .enter)
            XCTAssertEqual(stack.count, 2, "the list replaced the chooser")
            stack.draw(on: surface)
            XCTAssertEqual(surface.lines[0].trimmingCharacters(in: .whitespaces), "github › your repositories")
            XCTAssertTrue(surface.text.contains("Your repositories need a token: run gh auth login, or set GH_TOKEN."),
                          surface.text)
            XCTAssertFalse(github.requests.contains { !($0 is GitHubAPI.SearchRepositories) },
                           "without a token nothing but the search was asked")

            stack.handle(key: .escape)
            XCTAssertEqual(stack.count, 1, "back on the list")
        }
    }
}
