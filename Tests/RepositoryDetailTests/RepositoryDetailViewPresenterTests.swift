import Entities
import Usecases
import Interactors
@testable import RepositoryDetailPresenter
import TestSupport
import Testing
import TextCells

@MainActor
@Suite final class RepositoryDetailViewPresenterTests {
    let view = RepositoryDetailViewSpy()
    let detail = RepositoryUsecaseMock()
    let browser = OpenURLUsecaseMock()
    let clipboard = ClipboardUsecaseMock()
    let recent = RecentRepositoriesUsecaseSpy()
    let router = RepositoryDetailRouterSpy()
    var presenter: RepositoryDetailViewPresenter!

    init() {
        makePresenter(Sample.legit)
    }

    func makePresenter(_ repository: Repository, currentSearch: RepositorySearch? = nil) {
        presenter = RepositoryDetailViewPresenter(
            repository: repository, view: view, router: router,
            detailUsecase: detail, readmeUsecase: RepositoryReadmeUsecaseMock(),
            languagesUsecase: RepositoryLanguagesUsecaseMock(),
            services: .doubles(browser: browser, clipboard: clipboard,
                               dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: recent,
            starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
            currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: currentSearch)
    }

    private func value(_ label: String) -> String? {
        view.last.value(label)
    }

    @Test func showsTheSearchResultAtOnceAndRefreshesWithoutBlocking() {
        presenter.viewDidLoad(keyHints: [])
        #expect(detail.requestedNames == ["kennethreitz/legit"])
        #expect(view.last.title == "kennethreitz/legit")
        #expect(view.last.lines.first?.text == "Git for Humans, Inspired by GitHub for Mac™.")
        #expect(value("Stars") == "3,036 (3k)")
        #expect(value("Forks") == "118")
        #expect(value("Watchers") == nil, "not known until the full repository arrives: nothing rather than a wrong value")
        #expect(value("Language") == "Python")
        #expect(value("Default branch") == "develop")
        #expect(value("Homepage") == "http://www.git-legit.org/")
        #expect(value("Clone") == "https://github.com/kennethreitz/legit.git")
        #expect(value("Updated") == "3 days ago (2023-11-11 22:13 UTC)")
        #expect(value("Pushed") == "2 hours ago (2023-11-14 20:13 UTC)")
        #expect(view.last.status == "refreshing…")
        #expect(view.last.statusTone == .busy)
    }

    @Test func theFullRepositoryFillsInWhatSearchLacks() {
        presenter.viewDidLoad(keyHints: [])
        var full = Sample.legit
        full.subscribersCount = 7
        full.topics = ["git", "cli"]
        full.license = License(key: "bsd-3-clause", name: "BSD 3-Clause \"New\" or \"Revised\" License")
        full.isArchived = true
        detail.completion?(.success(full))
        #expect(value("Watchers") == "7")
        #expect(value("Topics") == "git, cli")
        #expect(value("License") == "BSD 3-Clause \"New\" or \"Revised\" License")
        #expect(view.last.lines.contains { $0.role == .flag && $0.text == "ARCHIVED" })
        #expect(view.last.status == "")
    }

    @Test func withNothingToSayTheStatusLineShowsTheTablesHintsDroppingTheLastFirst() {
        presenter.viewDidLoad(keyHints: ["Tab link", "o browser", "Esc back"])
        detail.completion?(.success(Sample.legit))
        presenter.viewDidResize(columns: 100, rows: 24)
        #expect(view.last.status == "Tab link · o browser · Esc back")
        presenter.viewDidResize(columns: 34, rows: 24)
        #expect(view.last.status == "Tab link · o browser",
                "a hint goes whole, never cut mid-word, and room is kept for the View's \"· ↓ more\"")
    }

    @Test func aFailedRefreshKeepsWhatIsShownAndSaysWhy() {
        presenter.viewDidLoad(keyHints: [])
        detail.completion?(.failure(.transport(.connectionRefused)))
        #expect(value("Stars") == "3,036 (3k)")
        #expect(view.last.statusTone == .warning)
        #expect(view.last.status == "could not refresh: network unreachable: connection refused")
    }

    @Test func closingTheScreenCancelsTheRefresh() {
        presenter.viewDidLoad(keyHints: [])
        presenter = nil
        #expect(detail.cancellable.cancelCount == 1)
    }

    @Test func openInBrowserOpensTheHtmlURLAndReportsWhatHappened() {
        presenter.viewDidLoad(keyHints: [])
        presenter.didRequest(.openInBrowser)
        #expect(browser.openedURLs == ["https://github.com/kennethreitz/legit"])
        #expect(view.last.status == "opened in the browser (xdg-open)")
        browser.outcomes = [.failed(reason: "xdg-open: No such file or directory")]
        presenter.didRequest(.openInBrowser)
        #expect(view.last.status == "could not open the browser: xdg-open: No such file or directory; set BROWSER")
        #expect(view.last.statusTone == .error)
    }

    @Test func yCopiesTheRepositorysLinkOrShowsItWithoutAClipboard() {
        presenter.viewDidLoad(keyHints: [])
        presenter.didRequest(.copyLink)
        #expect(clipboard.copiedTexts == ["https://github.com/kennethreitz/legit"])
        #expect(view.last.status == "copied the repository's link: https://github.com/kennethreitz/legit")
        clipboard.outcome = .unavailable
        presenter.didRequest(.copyLink)
        #expect(view.last.status.hasPrefix("https://github.com/kennethreitz/legit  (no clipboard"))
        #expect(view.last.statusTone == .warning)
    }

    @Test func openingTheDetailRecordsTheRepositoryAsRecent() {
        #expect(recent.recorded.isEmpty)
        presenter.viewDidLoad(keyHints: [])
        #expect(recent.recorded == ["kennethreitz/legit"])
    }

    @Test func theKeylessCloneURLActionCopiesTheURLGhbrowseBuilt() {
        presenter.viewDidLoad(keyHints: [])
        presenter.didRequest(.copyCloneURL)
        #expect(clipboard.copiedTexts == ["https://github.com/kennethreitz/legit.git"])
        #expect(view.last.status == "copied the clone URL: https://github.com/kennethreitz/legit.git")
    }

    @Test func theDescriptionWrapsToTheScreenWidth() {
        var repository = Sample.legit
        repository.description = String(repeating: "word ", count: 40)
        makePresenter(repository)
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 40, rows: 24)
        let descriptionLines = view.last.lines.filter { $0.role == .description }
        #expect(descriptionLines.count > 1)
        #expect(descriptionLines.allSatisfy { DisplayWidth.of($0.text) <= 38 })
        #expect(view.last.labelWidth == RepositoryDetailViewPresenter.labelWidth)
    }

    @Test func narrowScreensPutValuesUnderTheirLabels() {
        presenter.viewDidLoad(keyHints: [])
        presenter.viewDidResize(columns: 20, rows: 24)
        #expect(view.last.labelWidth == 0)
        let lines = view.last.lines + view.last.moreLines
        let index = lines.firstIndex { $0.label == "URL" }
        #expect(index != nil)
        if let index {
            #expect(lines[index].text == "")
            #expect(lines[index + 1].text.hasPrefix("https://"))
        }
        #expect(lines.allSatisfy { DisplayWidth.of($0.text) <= 18 })
    }

    @Test func at80By24TheFactsTakeAThirdOfTheScreenInTwoColumnsAndTheRestFollowTheReadme() {
        presenter.viewDidLoad(keyHints: [])
        var full = Sample.legit
        full.subscribersCount = 7
        full.topics = ["git", "cli"]
        detail.completion?(.success(full))
        presenter.viewDidResize(columns: 80, rows: 24)
        let facts = view.last.lines.filter { $0.role == .field || $0.role == .more }
        #expect(facts.count <= 24 / 3, "at most a third of the screen")
        #expect(view.last.lines.first { $0.label == "Owner" }?.beside?.label == "Stars", "short facts side by side")
        #expect(view.last.lines.allSatisfy { line in
            DisplayWidth.of(line.text) <= 78 && line.beside.map { 1 + $0.column + 15 + DisplayWidth.of($0.text) <= 79 } ?? true
        })
        let shown = Set(view.last.lines.flatMap { [$0.label, $0.beside?.label ?? ""] })
        for label in ["Owner", "Stars", "Forks", "Watchers", "Language", "License", "Topics"] {
            #expect(shown.contains(label), "\(label) is on the first screen")
        }
        let after = view.last.moreLines.map(\.label).filter { !$0.isEmpty }
        #expect(!after.isEmpty)
        #expect(view.last.lines.last?.text == "After the README: " + after.joined(separator: ", "))
        #expect(Set(view.last.factLabels).count == view.last.factLabels.count, "every fact once")
        presenter.viewDidResize(columns: 80, rows: 60)
        #expect(view.last.moreLines.isEmpty, "a tall screen has room for them all")
        #expect(!view.last.lines.contains { $0.role == .more })
    }

    @Test func theStatusLineKeepsRoomForMoreBelow() {
        presenter.viewDidLoad(keyHints: ["f files", "c commits", "R releases", "b ref", "Tab link", "Enter follow",
                                         "o browser", "u owner", "t topic"])
        detail.completion?(.success(Sample.legit))
        presenter.viewDidResize(columns: 80, rows: 24)
        #expect(DisplayWidth.of(view.last.status) + DisplayWidth.of(" · ↓ more") <= 80)
        #expect(view.last.status.hasPrefix("f files · c commits · R releases · b ref"))
    }

    @Test func hostileTextNeverReachesTheView() {
        var repository = Sample.legit
        repository.description = "safe\u{1B}]8;;http://evil\u{07}link\u{1B}]8;;\u{07} \u{202E}txt.exe\u{9B}2J"
        repository.homepage = "http://x\u{1B}[31m"
        repository.topics = ["a\u{0}b"]
        makePresenter(repository)
        presenter.viewDidLoad(keyHints: [])
        let all = ([view.last.title] + view.last.lines.flatMap { [$0.label, $0.text] }).joined()
        #expect(!all.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }
}
