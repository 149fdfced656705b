import ReadingLayout
import Entities
import Usecases
import Interactors
import Markdown
@testable import RepositoryDetailPresenter
import TestSupport
import XCTest

/// The README and languages "cached now, fresh later": the stored copies at once, GitHub's
/// after; kept on screen when GitHub cannot be reached; asked again by `r`.
final class RepositoryDetailReadmeCacheTests: XCTestCase {
    @MainActor
    private final class Fixture {
        let view = RepositoryDetailViewSpy()
        let detail = RepositoryUsecaseMock()
        let readme = RepositoryReadmeUsecaseMock()
        let languages = RepositoryLanguagesUsecaseMock()
        let presenter: RepositoryDetailViewPresenter

        init() {
            presenter = RepositoryDetailViewPresenter(
                repository: Sample.repository(7), view: view, router: RepositoryDetailRouterSpy(),
                detailUsecase: detail, readmeUsecase: readme, languagesUsecase: languages,
                services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                                   dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
                starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
                currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil)
            presenter.viewDidLoad(keyHints: [])
        }

        static func readme(_ heading: String) -> ReadmeAnswer {
            .readme(bytes: Array("# \(heading)\n\nText.\n".utf8), fileName: "README.md",
                    htmlURL: "https://github.com/owner7/repo7/blob/HEAD/README.md")
        }

        static func languages(_ name: String) -> RepositoryLanguages {
            RepositoryLanguages([LanguageBytes(name: name, bytes: 100)])
        }

        /// The README's first line of text as the reader sees it, or the README area's sentence.
        var readmeShown: String {
            switch view.last.readme {
            case .message(let sentence, _): return sentence
            case .document(let document, _):
                guard case .heading(_, let spans)? = document.blocks.first else { return "(no heading)" }
                return spans.map(\.text).joined()
            }
        }

        var legend: String? { view.last.languages?.legend }

        func cached<Value>(_ value: Value) -> CachedThenFresh<Value> {
            .cached(value, fetchedAt: Sample.now.addingTimeInterval(-600), age: 600)
        }
    }

    func testTheStoredReadmeAndLanguagesShowAtOnceThenGitHubsReplaceThem() {
        onMainActor {
            let fixture = Fixture()
            XCTAssertEqual(fixture.readme.requestedFreshness, [.cachedThenFresh])
            XCTAssertEqual(fixture.languages.requestedFreshness, [.cachedThenFresh])
            XCTAssertEqual(fixture.readmeShown, "Loading README…")

            fixture.readme.answer?(.success(fixture.cached(Fixture.readme("Stored"))))
            fixture.languages.answer?(.success(fixture.cached(Fixture.languages("Go"))))
            XCTAssertEqual(fixture.readmeShown, "Stored")
            XCTAssertEqual(fixture.legend, "Go 100.0%")

            fixture.readme.answer?(.success(.fresh(Fixture.readme("Current"), source: .network)))
            fixture.languages.answer?(.success(.fresh(Fixture.languages("Rust"), source: .network)))
            XCTAssertEqual(fixture.readmeShown, "Current")
            XCTAssertEqual(fixture.legend, "Rust 100.0%")
        }
    }

    func testA304KeepsTheReadmeOnScreenAsItIs() {
        onMainActor {
            let fixture = Fixture()
            fixture.readme.answer?(.success(fixture.cached(Fixture.readme("Stored"))))
            let displays = fixture.view.displayed.count
            // Were it parsed again, this (impossible) changed body would show.
            fixture.readme.answer?(.success(.fresh(Fixture.readme("Reparsed"), source: .revalidated)))
            XCTAssertEqual(fixture.readmeShown, "Stored")
            XCTAssertEqual(fixture.view.displayed.count, displays, "nothing to redraw")
        }
    }

    func testOfflineTheStoredReadmeAndLanguagesStay() {
        onMainActor {
            let fixture = Fixture()
            fixture.readme.answer?(.success(fixture.cached(Fixture.readme("Stored"))))
            fixture.languages.answer?(.success(fixture.cached(Fixture.languages("Go"))))
            fixture.readme.answer?(.failure(.transport(.connectionRefused)))
            fixture.languages.answer?(.failure(.transport(.connectionRefused)))
            XCTAssertEqual(fixture.readmeShown, "Stored")
            XCTAssertEqual(fixture.legend, "Go 100.0%")
        }
    }

    func testWithNothingStoredAFailureIsASentenceInTheReadmeArea() {
        onMainActor {
            let fixture = Fixture()
            fixture.readme.answer?(.failure(.transport(.connectionRefused)))
            XCTAssertTrue(fixture.readmeShown.hasPrefix("Could not load the README: "), fixture.readmeShown)
        }
    }

    func testRAsksGitHubForTheReadmeAndLanguagesAgainAndKeepsThemWhenThatFails() {
        onMainActor {
            let fixture = Fixture()
            fixture.detail.answer?(.success(.fresh(RepositoryAnswer(repository: Sample.repository(7), rateLimit: nil),
                                                   source: .network)))
            fixture.readme.answer?(.success(.fresh(Fixture.readme("Current"), source: .network)))
            fixture.languages.answer?(.success(.fresh(Fixture.languages("Go"), source: .network)))

            fixture.presenter.didRequest(.refresh)
            XCTAssertEqual(fixture.readme.requestedFreshness, [.cachedThenFresh, .refreshNow])
            XCTAssertEqual(fixture.languages.requestedFreshness, [.cachedThenFresh, .refreshNow])
            fixture.readme.answer?(.failure(.transport(.timedOut)))
            fixture.languages.answer?(.failure(.transport(.timedOut)))
            XCTAssertEqual(fixture.readmeShown, "Current")
            XCTAssertEqual(fixture.legend, "Go 100.0%")
        }
    }

    func testRAfterAFailedReadmeSaysItIsLoadingAgain() {
        onMainActor {
            let fixture = Fixture()
            fixture.detail.answer?(.success(.fresh(RepositoryAnswer(repository: Sample.repository(7), rateLimit: nil),
                                                   source: .network)))
            fixture.readme.answer?(.failure(.transport(.timedOut)))
            fixture.presenter.didRequest(.refresh)
            XCTAssertEqual(fixture.readmeShown, "Loading README…")
            fixture.readme.answer?(.success(.fresh(Fixture.readme("Back"), source: .network)))
            XCTAssertEqual(fixture.readmeShown, "Back")
        }
    }

    func testLeavingTheScreenCancelsTheReadmeAndLanguagesRequests() {
        onMainActor {
            var fixture: Fixture? = Fixture()
            let readme = fixture!.readme, languages = fixture!.languages
            fixture = nil
            XCTAssertGreaterThan(readme.cancellable.cancelCount, 0)
            XCTAssertGreaterThan(languages.cancellable.cancelCount, 0)
        }
    }
}
