import Entities
import Usecases
@testable import RepositoryDetailPresenter
import TestSupport
import Testing

/// `b` on a detail: the branches and tags fetched, then offered in a chooser; a picked ref shown
/// among the facts and followed by the README, `f` and `c`.
@MainActor
@Suite final class RepositoryDetailRefChoiceTests {
    let view = RepositoryDetailViewSpy()
    let router = RepositoryDetailRouterSpy()
    let readme = RepositoryReadmeUsecaseMock()
    let refs = RepositoryRefsUsecaseMock()
    let current = CurrentRefUsecaseMock()
    var presenter: RepositoryDetailViewPresenter!

    func makePresenter() {
        presenter = RepositoryDetailViewPresenter(
            repository: Sample.legit, view: view, router: router,
            detailUsecase: RepositoryUsecaseMock(), readmeUsecase: readme,
            languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
            starStateUsecase: StarStateUsecaseMock(), refsUsecase: refs,
            currentRefUsecase: current, currentSearch: nil)
        presenter.viewDidLoad(keyHints: ["f files"])
    }

    private func value(_ label: String) -> String? {
        view.last.value(label)
    }

    @Test func bSaysItIsLoadingAndOffersTheChooserOnlyOnceBranchesAndTagsArrived() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        #expect(view.last.status == "loading branches and tags…")
        #expect(refs.requested == ["branches 1"])
        refs.answerBranches(["main", "develop", "feature/x"])
        #expect(router.refChoices.isEmpty)
        #expect(refs.requested == ["branches 1", "tags 1"])
        refs.answerTags(["v2.0", "v1.0"])
        #expect(router.refChoices.count == 1)
        let choice = router.refChoices[0]
        #expect(choice.fullName == "kennethreitz/legit")
        #expect(choice.title == "branches and tags")
        // Branches first, the default one first and marked, then the tags.
        #expect(choice.labels == ["branch  develop  · default", "branch  main", "branch  feature/x",
                                  "tag     v2.0", "tag     v1.0"])
        #expect(choice.refs == ["develop", "main", "feature/x", "v2.0", "v1.0"])
        #expect(view.last.status == "f files")
    }

    @Test func pagesAreFetchedUpToThreeOfEachAndTheTitleSaysWhenMoreWereCut() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        refs.answerBranches(["a"], page: 1, next: 2)
        refs.answerBranches(["b"], page: 2, next: 3)
        refs.answerBranches(["c"], page: 3, next: 4)
        refs.answerTags(["v1"], page: 1)
        #expect(refs.requested == ["branches 1", "branches 2", "branches 3", "tags 1"])
        #expect(router.refChoices.first?.refs == ["a", "b", "c", "v1"])
        #expect(router.refChoices.first?.title
                == "branches and tags (only the first 3 branches: GitHub has more)")
    }

    @Test func aFailureSaysWhyAndOffersNothing() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        refs.branchAnswers.last?(.failure(.notFound(message: "Not Found")))
        #expect(router.refChoices.isEmpty)
        #expect(view.last.status.hasPrefix("could not load branches and tags: "))
        #expect(view.last.statusTone == .error)
    }

    @Test func theStoredPageServesWhenGitHubCannotBeReachedAfterIt() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        let stored = PagedAnswer(items: [Branch(name: "develop")], page: 1)
        refs.branchAnswers.last?(.success(.cached(stored, fetchedAt: Sample.now, age: 60)))
        #expect(refs.requested == ["branches 1"])
        refs.branchAnswers.last?(.failure(.transport(.connectionRefused)))
        refs.answerTags([])
        #expect(router.refChoices.first?.refs == ["develop"])
    }

    @Test func aPickedRefShowsAmongTheFactsAndTheReadmeFilesAndCommitsFollowIt() {
        makePresenter()
        #expect(current.observed == ["kennethreitz/legit"])
        #expect(value("Current ref") == nil)
        #expect(readme.requestedRefs == [nil])
        current.select(RepositoryRef(fullName: "kennethreitz/legit", ref: "v1.0"))
        #expect(value("Current ref") == "v1.0")
        let labels = view.last.factLabels
        #expect(labels.firstIndex(of: "Current ref") == labels.firstIndex(of: "Default branch").map { $0 + 1 })
        #expect(readme.requestedRefs == [nil, "v1.0"])
        #expect(view.last.status == "now at v1.0: README, files and commits follow it")
        presenter.didRequest(.files)
        presenter.didRequest(.commits)
        #expect(router.shownInside == ["files kennethreitz/legit@v1.0", "commits kennethreitz/legit@v1.0"])
    }

    @Test func aDetailOpenedLaterStartsAtTheRefPickedEarlierAndMarksItInTheChooser() {
        current.refs["kennethreitz/legit"] = "v2.0"
        makePresenter()
        #expect(value("Current ref") == "v2.0")
        #expect(readme.requestedRefs == ["v2.0"])
        presenter.didRequest(.chooseRef)
        refs.answerBranches(["develop"])
        refs.answerTags(["v2.0"])
        #expect(router.refChoices.first?.labels == ["branch  develop  · default", "tag     v2.0  · current"])
    }

    @Test func bAgainWhileLoadingAsksNothingMore() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        presenter.didRequest(.chooseRef)
        #expect(refs.requested == ["branches 1"])
        #expect(view.last.status == "still loading branches and tags…")
    }

    @Test func branchNamesAreMadeSafeForTheTerminalButPickedAsGitHubGaveThem() {
        makePresenter()
        presenter.didRequest(.chooseRef)
        refs.answerBranches(["evil\u{1B}[31mred"])
        refs.answerTags([])
        #expect(router.refChoices.first?.labels.first?.contains("\u{1B}") == false)
        #expect(router.refChoices.first?.refs == ["evil\u{1B}[31mred"])
    }
}

/// Issue 28: the detail has a breadcrumb like every other screen, and says the ref picked in it.
@MainActor
@Suite struct RepositoryDetailBreadcrumbTests {
    @Test func theDetailsBreadcrumbIsItsTrailWithThePickedRef() {
        let view = RepositoryDetailViewSpy()
        let current = CurrentRefUsecaseMock()
        let presenter = RepositoryDetailViewPresenter(
            repository: Sample.legit, view: view, router: RepositoryDetailRouterSpy(),
            detailUsecase: RepositoryUsecaseMock(), readmeUsecase: RepositoryReadmeUsecaseMock(),
            languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
            starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
            currentRefUsecase: current, currentSearch: nil,
            trail: ["github", "kennethreitz/legit"])
        presenter.viewDidLoad(keyHints: [])
        #expect(view.last.title == "github › kennethreitz/legit")
        current.select(RepositoryRef(fullName: "kennethreitz/legit", ref: "v0.1"))
        #expect(view.last.title == "github › kennethreitz/legit @ v0.1")
        presenter.viewDidResize(columns: 20, rows: 24)
        #expect(view.last.title == "kenne…/legit @ v0.1", "shortened in the middle")
        // Tab with nothing to select says so (issue 28).
        presenter.viewDidResize(columns: 80, rows: 24)
        presenter.didRequestLinkWithoutLinks()
        #expect(view.last.status == "no links on this page")
    }
}
