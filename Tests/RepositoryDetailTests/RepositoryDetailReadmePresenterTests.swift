import ReadingLayout
import Entities
import Usecases
import Foundation
import Interactors
import Markdown
import PresentationKit
@testable import RepositoryDetailPresenter
import TestSupport
import XCTest

/// The detail Presenter with its three use cases answering in every order, failing, and the
/// README's links.
final class RepositoryDetailReadmePresenterTests: XCTestCase, @unchecked Sendable {
    private static let readmeURL = "https://github.com/junegunn/fzf/blob/HEAD/README.md"
    private static let guideURL = "https://github.com/junegunn/fzf/blob/HEAD/docs/GUIDE.md"
    private static let readmeText = "# fzf\n\nSee [the guide](docs/GUIDE.md) and [install](#installation).\n"
    private static let languages = RepositoryLanguages([LanguageBytes(name: "Go", bytes: 964),
                                                        LanguageBytes(name: "Shell", bytes: 29),
                                                        LanguageBytes(name: "Makefile", bytes: 7)])

    /// One presenter with spies for everything it talks to.
    @MainActor
    private final class Scene {
        let view = RepositoryDetailViewSpy()
        let detail = RepositoryUsecaseMock()
        let readme = RepositoryReadmeUsecaseMock()
        let languages = RepositoryLanguagesUsecaseMock()
        let browser = OpenURLUsecaseMock()
        let router = RepositoryDetailRouterSpy()
        var presenter: RepositoryDetailViewPresenter?

        init() {
            presenter = RepositoryDetailViewPresenter(
                repository: Sample.legit, view: view, router: router,
                detailUsecase: detail, readmeUsecase: readme, languagesUsecase: languages,
                services: .doubles(browser: browser, clipboard: ClipboardUsecaseMock(),
                                   dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
                starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
                currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil)
            presenter?.viewDidLoad(keyHints: [])
        }

        var last: RepositoryDetailViewModel { view.last }

        func answerRepository() {
            var full = Sample.legit
            full.subscribersCount = 7
            detail.completion?(.success(full))
        }

        func answerReadme(_ text: String = RepositoryDetailReadmePresenterTests.readmeText) {
            readme.completion?(.success(.readme(bytes: Array(text.utf8), fileName: "README.md",
                                                htmlURL: RepositoryDetailReadmePresenterTests.readmeURL)))
        }

        func answerLanguages() {
            languages.completion?(.success(RepositoryDetailReadmePresenterTests.languages))
        }

        func value(_ label: String) -> String? {
            last.value(label)
        }
    }

    private func onUIThread(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    func testTheThreeRequestsGoOutTogetherForTheSameRepository() {
        onUIThread {
            let scene = Scene()
            XCTAssertEqual(scene.detail.requestedNames, ["kennethreitz/legit"])
            XCTAssertEqual(scene.readme.requestedNames, ["kennethreitz/legit"])
            XCTAssertEqual(scene.languages.requestedNames, ["kennethreitz/legit"])
            XCTAssertEqual(scene.last.readme, .message("Loading README…", tone: .busy))
            XCTAssertNil(scene.last.languages)
        }
    }

    func testTheFactsAppearAsSoonAsTheRepositoryAnswersWhileTheReadmeLoads() {
        onUIThread {
            let scene = Scene()
            scene.answerRepository()
            XCTAssertEqual(scene.value("Watchers"), "7")
            XCTAssertEqual(scene.last.readme, .message("Loading README…", tone: .busy))
            XCTAssertEqual(scene.last.status, "")
        }
    }

    func testOrderOfArrivalDoesNotMatter() {
        onUIThread {
            let answers: [(String, @MainActor (Scene) -> Void)] = [
                ("repository", { $0.answerRepository() }),
                ("readme", { $0.answerReadme() }),
                ("languages", { $0.answerLanguages() }),
            ]
            var finals: [String: RepositoryDetailViewModel] = [:]
            for order in [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]] {
                let scene = Scene()
                for index in order { answers[index].1(scene) }
                finals[order.map { answers[$0].0 }.joined(separator: ", ")] = scene.last
            }
            let reference = finals["repository, readme, languages"]
            XCTAssertEqual(reference?.value("Watchers"), "7")
            guard case .document(_, let fileName)? = reference?.readme else { return XCTFail("no README shown") }
            XCTAssertEqual(fileName, "README.md")
            XCTAssertNotNil(reference?.languages)
            for (order, model) in finals {
                XCTAssertEqual(model, reference, "answers in the order \(order) ended differently")
            }
        }
    }

    func testEachAnswerIsShownWhenItArrivesWhateverCameBefore() {
        onUIThread {
            let scene = Scene()
            scene.answerLanguages()
            XCTAssertNotNil(scene.last.languages)
            XCTAssertNil(scene.value("Watchers"), "the repository has not answered yet: nothing rather than a wrong value")
            scene.answerReadme()
            guard case .document = scene.last.readme else { return XCTFail("the README should show at once") }
            XCTAssertEqual(scene.last.status, "refreshing…")
        }
    }

    func testNotFoundSaysTheRepositoryHasNoReadme() {
        onUIThread {
            let scene = Scene()
            scene.answerRepository()
            scene.readme.completion?(.success(.noReadme))
            XCTAssertEqual(scene.last.readme, .message("This repository has no README.", tone: .normal))
            XCTAssertEqual(scene.last.status, "", "not an error")
        }
    }

    func testAReadmeFailureIsASentenceInTheReadmeAreaAndTheRestWorks() {
        onUIThread {
            let scene = Scene()
            let limit = RateLimit(limit: 60, remaining: 0, resetAt: Sample.now.addingTimeInterval(42),
                                  resource: "core")
            scene.readme.completion?(.failure(.rateLimited(limit)))
            scene.answerRepository()
            scene.answerLanguages()
            XCTAssertEqual(scene.last.readme, .message(
                "Could not load the README: core rate limit reached; resets in 42 s (for a higher limit: gh auth login, or set GH_TOKEN)",
                tone: .warning))
            XCTAssertEqual(scene.value("Watchers"), "7")
            XCTAssertNotNil(scene.last.languages)
            XCTAssertEqual(scene.last.status, "")
            scene.presenter?.didRequest(.openInBrowser)
            XCTAssertEqual(scene.browser.openedURLs, ["https://github.com/kennethreitz/legit"])
        }
    }

    func testANetworkFailureOfTheReadmeSaysSo() {
        onUIThread {
            let scene = Scene()
            scene.readme.completion?(.failure(.transport(.connectionRefused)))
            guard case .message(let sentence, .warning) = scene.last.readme else { return XCTFail("no sentence") }
            XCTAssertTrue(sentence.hasPrefix("Could not load the README: network unreachable"), sentence)
        }
    }

    func testLanguagesFailureIsALegendSentenceWithoutABar() {
        onUIThread {
            let scene = Scene()
            scene.languages.completion?(.failure(.serverError(status: 502, message: nil)))
            XCTAssertEqual(scene.last.languages?.bar, [])
            XCTAssertTrue(scene.last.languages?.legend.hasPrefix("Languages could not be loaded: ") ?? false)
        }
    }

    func testARepositoryWithoutCodeShowsNoLanguageBar() {
        onUIThread {
            let scene = Scene()
            scene.languages.completion?(.success(RepositoryLanguages()))
            XCTAssertNil(scene.last.languages)
        }
    }

    func testLeavingTheScreenCancelsAllThreeRequests() {
        onUIThread {
            let scene = Scene()
            scene.presenter = nil
            XCTAssertEqual(scene.detail.cancellable.cancelCount, 1)
            XCTAssertEqual(scene.readme.cancellable.cancelCount, 1)
            XCTAssertEqual(scene.languages.cancellable.cancelCount, 1)
        }
    }

    // MARK: Links

    func testSelectingARelativeLinkSaysWhereEnterGoes() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            scene.presenter?.didSelectLink(target: "docs/GUIDE.md", destination: .web(Self.guideURL))
            XCTAssertEqual(scene.last.status, "link to https://github.com/junegunn/fzf/blob/HEAD/docs/GUIDE.md")
        }
    }

    func testEnterOnARelativeLinkOpensTheFileInGhbrowse() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            scene.presenter?.didActivateLink(target: "docs/GUIDE.md", destination: .web(Self.guideURL))
            XCTAssertEqual(scene.router.shown, [.file(RepositoryRef(fullName: "junegunn/fzf", ref: "HEAD"),
                                                      path: "docs/GUIDE.md", size: nil)])
            XCTAssertEqual(scene.browser.openedURLs, [])
        }
    }

    func testEnterOnAnAbsoluteLinkOpensIt() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            scene.presenter?.didActivateLink(target: "https://example.com/x?y=1", destination: .web("https://example.com/x?y=1"))
            XCTAssertEqual(scene.browser.openedURLs, ["https://example.com/x?y=1"])
        }
    }

    func testAnAnchorScrollsToTheHeadingInsteadOfOpening() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            scene.view.headingAnchors = ["installation"]
            scene.presenter?.didActivateLink(target: "#installation", destination: .anchor("installation"))
            XCTAssertEqual(scene.view.scrolledTo, ["installation"])
            XCTAssertEqual(scene.browser.openedURLs, [])
            XCTAssertEqual(scene.last.status, "#installation")
        }
    }

    func testAnAnchorWithoutItsHeadingSaysSo() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            scene.presenter?.didActivateLink(target: "#nowhere", destination: .anchor("nowhere"))
            XCTAssertEqual(scene.last.status, "the README has no heading #nowhere")
            XCTAssertEqual(scene.last.statusTone, .warning)
        }
    }

    func testLinksThatAreNotWebAddressesAreNeverOpened() {
        onUIThread {
            let scene = Scene()
            scene.answerReadme()
            for (target, scheme) in [("javascript:alert(1)", "javascript"), ("file:///etc/passwd", "file"),
                                     ("data:text/html,hi", "data")] {
                scene.presenter?.didSelectLink(target: target, destination: .notOpenable(scheme: scheme))
                XCTAssertEqual(scene.last.status, "“\(scheme):” links are never opened")
                scene.presenter?.didActivateLink(target: target, destination: .notOpenable(scheme: scheme))
                XCTAssertEqual(scene.last.statusTone, .warning, target)
                XCTAssertEqual(scene.last.status, "not opened: only http and https links are opened, not “\(scheme):”")
            }
            scene.presenter?.didActivateLink(target: "docs/x.md", destination: .unresolvable)
            XCTAssertEqual(scene.last.status, "not opened: “docs/x.md” is not a web address")
            XCTAssertEqual(scene.browser.openedURLs, [])
        }
    }
}
