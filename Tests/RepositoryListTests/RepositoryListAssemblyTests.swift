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

/// The assembled module as the composition root uses it.
final class RepositoryListAssemblyTests: XCTestCase {
    @MainActor
    private static func dependencies(navigator: AppNavigator, github: GitHubRequestableMock) -> ModuleDependencies {
        ModuleDependencies(
            github: github, historyStore: SearchHistoryStoreSpy(), processLauncher: ProcessLauncherSpy(),
            scheduler: InlineScheduler(), delayScheduler: ManualClock(now: Sample.now),
            dateProvider: FixedDateProvider(now: Sample.now), navigator: navigator,
            keyBindings: .ghbrowse, browserSetting: nil, hasToken: false, currentRefs: CurrentRefInteractor())
    }

    func testTheStackAndItsScreensAreFreedWhenTheAppLetsGoOfTheStack() {
        onMainActor {
            weak var weakStack: NavigationStack?
            weak var weakList: Screen?
            weak var weakDetail: Screen?
            do {
                let stack = NavigationStack(bindings: .ghbrowse, helpContext: .help)
                let github = GitHubRequestableMock()
                github.searchAnswer = .success(GitHubResponse(
                    value: SearchPage(totalCount: 1, incompleteResults: false, items: [Sample.legit]),
                    status: 200, rateLimit: nil, links: PageLinks()))
                let navigator = AppNavigator(stack: stack)
                navigator.dependencies = Self.dependencies(navigator: navigator, github: github)
                stack.resize(to: TerminalSize(rows: 10, columns: 80))
                navigator.show(.recalledSearch)
                let list = stack.top
                stack.draw(on: InMemorySurface(rows: 10, columns: 80))
                for character in "legit" { stack.handle(key: .character(character)) }
                stack.handle(key: .enter)   // search (answered inline)
                stack.handle(key: .enter)   // open the first row
                XCTAssertEqual(stack.count, 2, "the Router pushed the detail screen")
                stack.draw(on: InMemorySurface(rows: 10, columns: 80))
                weakStack = stack
                weakList = list
                weakDetail = stack.top
            }
            XCTAssertNil(weakStack, "nothing the screens own keeps the stack alive")
            XCTAssertNil(weakList)
            XCTAssertNil(weakDetail)
        }
    }
}
