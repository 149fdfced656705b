import Entities
import Usecases
@testable import RepositoryDetailPresenter
import TestSupport
import Testing

/// `*` on a detail, and whether you starred the repository among its facts.
@MainActor
@Suite final class RepositoryDetailStarTests {
    let view = RepositoryDetailViewSpy()
    let detail = RepositoryUsecaseMock()
    let stars = StarStateUsecaseMock()
    var presenter: RepositoryDetailViewPresenter!

    func makePresenter(hasToken: Bool) {
        presenter = RepositoryDetailViewPresenter(
            repository: Sample.legit, view: view, router: RepositoryDetailRouterSpy(),
            detailUsecase: detail, readmeUsecase: RepositoryReadmeUsecaseMock(),
            languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: hasToken), recentUsecase: RecentRepositoriesUsecaseSpy(),
            starStateUsecase: stars, refsUsecase: RepositoryRefsUsecaseMock(),
            currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil)
        presenter.viewDidLoad(keyHints: [])
    }

    private func value(_ label: String) -> String? {
        view.last.value(label)
    }

    @Test func withATokenTheDetailAsksWhetherYouStarredItAndSaysSoAfterTheStars() {
        makePresenter(hasToken: true)
        #expect(stars.requests == ["GET kennethreitz/legit"])
        #expect(value("Your star") == "…")
        stars.answer(.success(true))
        #expect(value("Your star") == "★ starred")
        let labels = view.last.factLabels
        #expect(labels.firstIndex(of: "Your star") == labels.firstIndex(of: "Stars").map { $0 + 1 })
    }

    @Test func starringPutsTheStarAndTheCountFollows() {
        makePresenter(hasToken: true)
        stars.answer(.success(false))
        #expect(value("Your star") == "not starred")
        presenter.didRequest(.toggleStar)
        #expect(stars.requests.last == "PUT kennethreitz/legit")
        #expect(view.last.status == "starring kennethreitz/legit…")
        stars.answer(.success(true))
        #expect(value("Your star") == "★ starred")
        #expect(value("Stars") == "3,037 (3k)")
        #expect(view.last.status == "★ starred kennethreitz/legit")
    }

    @Test func unstarringDeletesTheStarAndTheCountFollows() {
        makePresenter(hasToken: true)
        stars.answer(.success(true))
        presenter.didRequest(.toggleStar)
        #expect(stars.requests.last == "DELETE kennethreitz/legit")
        stars.answer(.success(false))
        #expect(value("Your star") == "not starred")
        #expect(value("Stars") == "3,035 (3k)")
        #expect(view.last.status == "unstarred kennethreitz/legit")
    }

    @Test func withoutATokenStarSaysWhyItCannotAndAsksNothing() {
        makePresenter(hasToken: false)
        #expect(stars.requests.isEmpty)
        #expect(value("Your star") == nil, "nobody to ask about")
        presenter.didRequest(.toggleStar)
        #expect(stars.requests.isEmpty)
        #expect(view.last.status == "* needs a token to star: run gh auth login, or set GH_TOKEN")
        #expect(view.last.statusTone == .warning)
    }

    @Test func aRefusedStarSaysGitHubsWordsAndChangesNothing() {
        makePresenter(hasToken: true)
        stars.answer(.success(false))
        presenter.didRequest(.toggleStar)
        stars.answer(.failure(.notFound(message: "Not Found")))
        #expect(value("Your star") == "not starred")
        #expect(value("Stars") == "3,036 (3k)")
        #expect(view.last.status.hasPrefix("could not star kennethreitz/legit: "))
        #expect(view.last.statusTone == .error)
    }

    @Test func aStarPressedBeforeTheStateIsKnownDoesNotGuess() {
        makePresenter(hasToken: true)
        stars.answer(.failure(.transport(.connectionRefused)))
        #expect(value("Your star") == "unknown")
        presenter.didRequest(.toggleStar)
        #expect(stars.requests == ["GET kennethreitz/legit", "GET kennethreitz/legit"], "asks again, sets nothing")
    }

    @Test func aCountAtTheTopSaturates() {
        var huge = Sample.legit
        huge.stargazersCount = Int.max
        makePresenter(hasToken: true)
        detail.completion?(.success(huge))
        stars.answer(.success(false))
        presenter.didRequest(.toggleStar)
        stars.answer(.success(true))
        #expect(value("Your star") == "★ starred")
    }
}
