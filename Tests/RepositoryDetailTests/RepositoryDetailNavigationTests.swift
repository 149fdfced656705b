import Entities
import Usecases
@testable import RepositoryDetailPresenter
import TestSupport
import XCTest

/// The detail Presenter with its doubles.
@MainActor
private final class DetailWorld {
    let view = RepositoryDetailViewSpy()
    let detail = RepositoryUsecaseMock()
    let browser = OpenURLUsecaseMock()
    let router = RepositoryDetailRouterSpy()

    func makePresenter(_ repository: Repository = Sample.legit,
                       currentSearch: RepositorySearch? = nil) -> RepositoryDetailViewPresenter {
        let presenter = RepositoryDetailViewPresenter(
            repository: repository, view: view, router: router, detailUsecase: detail,
            readmeUsecase: RepositoryReadmeUsecaseMock(), languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: browser, clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
            starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
            currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: currentSearch)
        presenter.viewDidLoad(keyHints: [])
        return presenter
    }
}

/// `u`, `t` and `L` on the detail screen: which list the Presenter asks its Router for.
/// (Not a `@MainActor` class: swift-corelibs-xctest cannot run main-actor-isolated test methods,
/// so each test enters the main actor it already runs on.)
final class RepositoryDetailNavigationTests: XCTestCase {
    func testUShowsTheOwnersRepositoriesByStars() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            world.makePresenter().didRequest(.ownerRepositories)
            XCTAssertEqual(world.router.shownLists, [RepositorySearch(query: "user:kennethreitz", sort: .stars, order: .desc)])
        }
    }

    func testUOnAnOrganisationsRepositoryShowsTheOrganisation() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            var repository = Sample.legit
            repository.owner = User(login: "octokit", id: 3, type: "Organization")
            world.makePresenter(repository).didRequest(.ownerRepositories)
            XCTAssertEqual(world.router.shownLists.map(\.query), ["org:octokit"])
        }
    }

    func testTOffersTheTopicsMadeSafeEachLeadingToItsList() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            var repository = Sample.legit
            repository.topics = ["git", "cli\u{1B}[31m"]
            let presenter = world.makePresenter(repository)
            presenter.didRequest(.chooseTopic)
            XCTAssertEqual(world.router.topicChoices.first?.topics, ["git", "cli"], "made safe before any View sees it")
            XCTAssertEqual(world.router.topicChoices.first?.searches,
                           [RepositorySearch(query: "topic:git"), RepositorySearch(query: "topic:cli[31m")])
            XCTAssertTrue(world.router.shownLists.isEmpty, "nothing is pushed before a choice")
        }
    }

    func testFCAndROpenTheScreensInsideTheRepositoryAtItsDefaultBranch() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            var repository = Sample.legit
            repository.defaultBranch = "develop"
            let presenter = world.makePresenter(repository)
            presenter.didRequest(.files)
            presenter.didRequest(.commits)
            presenter.didRequest(.releases)
            XCTAssertEqual(world.router.shownInside, ["files kennethreitz/legit@develop",
                                                      "commits kennethreitz/legit@develop",
                                                      "releases kennethreitz/legit"])
        }
    }

    func testSOpensACodeSearchInTheRepositoryItsQueryStillToType() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            world.makePresenter(Sample.legit).didRequest(.searchCode)
            XCTAssertEqual(world.router.shown, [.codeSearch(query: "", fullName: "kennethreitz/legit")])
        }
    }

    func testTWithoutTopicsSaysSoOnTheStatusLine() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            var repository = Sample.legit
            repository.topics = nil
            world.makePresenter(repository).didRequest(.chooseTopic)
            XCTAssertTrue(world.router.topicChoices.isEmpty)
            XCTAssertEqual(world.view.last.status, "kennethreitz/legit has no topics")
            XCTAssertEqual(world.view.last.statusTone, .warning)
            XCTAssertTrue(world.router.shownLists.isEmpty)
        }
    }

    func testLNarrowsTheCurrentSearchToTheLanguage() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            let current = RepositorySearch(query: "git client", sort: .stars, order: .asc)
            world.makePresenter(currentSearch: current).didRequest(.languageRepositories)
            XCTAssertEqual(world.router.shownLists,
                           [RepositorySearch(query: "git client language:\"Python\"", sort: .stars, order: .asc)])
        }
    }

    func testLWithoutALanguageSaysSo() {
        MainActor.assumeIsolated {
            let world = DetailWorld()
            var repository = Sample.legit
            repository.language = nil
            world.makePresenter(repository).didRequest(.languageRepositories)
            XCTAssertTrue(world.router.shownLists.isEmpty)
            XCTAssertEqual(world.view.last.status, "kennethreitz/legit has no main language")
        }
    }
}
