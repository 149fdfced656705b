import ReadingLayout
import Entities
import GHBrowseApp
import Markdown
import PresentationKit
@testable import RepositoryDetailPresenter
import RepositoryDetailView
import TerminalUI
import TestSupport
import Usecases
import XCTest

/// A long README on the detail screen (issue 20): its start is shown at once, the whole is parsed
/// off the UI thread and replaces it, keeping the reader's place, and links work in the whole.
final class RepositoryDetailLongReadmeTests: XCTestCase, @unchecked Sendable {
    private static let readmeURL = "https://github.com/o/long/blob/HEAD/README.md"

    /// About 120 KB of Markdown: numbered parts, each a heading and a paragraph with a link.
    static func longReadme(parts: Int = 1_200, tag: String = "") -> String {
        (1...parts).map { part in
            "## Part \(part)\(tag)\n\nParagraph \(part) of the long README, with [link \(part)](https://example.com/\(part)) "
                + "and words enough to wrap.\n"
        }.joined(separator: "\n")
    }

    static func answer(_ text: String) -> ReadmeAnswer {
        .readme(bytes: Array(text.utf8), fileName: "README.md", htmlURL: readmeURL)
    }

    static func whole(_ text: String) -> MarkdownDocument {
        MarkdownParser.parse(bytes: Array(text.utf8), fileName: "README.md", htmlURL: readmeURL)
    }

    /// The detail Presenter with a spy View and a scheduler that holds the background parse.
    @MainActor
    private final class Scene {
        let view = RepositoryDetailViewSpy()
        let readme = RepositoryReadmeUsecaseMock()
        let scheduler = SteppedScheduler()
        var presenter: RepositoryDetailViewPresenter?

        init() {
            presenter = RepositoryDetailViewPresenter(
                repository: Sample.legit, view: view, router: RepositoryDetailRouterSpy(),
                detailUsecase: RepositoryUsecaseMock(), readmeUsecase: readme,
                languagesUsecase: RepositoryLanguagesUsecaseMock(),
                services: .doubles(browser: OpenURLUsecaseMock(), clipboard: ClipboardUsecaseMock(),
                                   dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
                starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
                currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil,
                readmeScheduler: scheduler)
            presenter?.viewDidLoad(keyHints: [])
        }

        var document: MarkdownDocument? {
            guard case .document(let document, _) = view.last.readme else { return nil }
            return document
        }

        /// The UI thread's next turn (the whole's parse starts), the held parse, then its answer on the UI thread.
        func finishParsing() {
            scheduler.runUI()
            scheduler.runBackgroundNewestFirst()
            scheduler.runUI()
        }
    }

    private func onUIThread(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    func testALongReadmeShowsItsStartAtOnceThenTheWhole() throws {
        try onUIThread {
            let scene = Scene()
            let text = Self.longReadme()
            scene.readme.answer?(.success(.fresh(Self.answer(text), source: .network)))

            let start = try XCTUnwrap(scene.document, "the start is shown before the whole is parsed")
            let whole = Self.whole(text)
            XCTAssertLessThan(start.blocks.count, whole.blocks.count / 4)
            guard case .notice(let notice)? = start.blocks.last else { return XCTFail("no notice at the end of the start") }
            XCTAssertTrue(notice.hasPrefix("Reading the rest of the README ("), notice)
            XCTAssertEqual(Array(start.blocks.dropLast()), Array(whole.blocks.prefix(start.blocks.count - 1)),
                           "the start's blocks are the whole's first blocks")
            XCTAssertEqual(scene.scheduler.pendingBackground, 0, "the whole's parse waits for the start to be drawn")
            XCTAssertEqual(scene.scheduler.pendingUI, 1)
            scene.scheduler.runUI()
            XCTAssertEqual(scene.scheduler.pendingBackground, 1, "the whole is parsed off the UI thread")

            let shownBefore = scene.view.displayed.count
            scene.finishParsing()
            XCTAssertEqual(scene.document, whole)
            XCTAssertEqual(scene.view.displayed.count, shownBefore + 1)
            let prepared = try XCTUnwrap(scene.view.last.preparedReadme, "laid out off the UI thread too")
            XCTAssertEqual(prepared.document, whole)
            XCTAssertEqual(prepared.columns, 80, "the screen's width as the View last said (80 until it does)")
            XCTAssertTrue(prepared.showsColor)
            // Handed over once: later models do not hold on to it (the View keeps what it took).
            scene.presenter?.didSelectLink(target: "https://example.com/1", destination: .web("https://example.com/1"))
            XCTAssertNil(scene.view.last.preparedReadme)
            XCTAssertEqual(scene.document, whole)
        }
    }

    func testAReadmeCutAt1MBStartsWithTheNoticeInBothItsStartAndItsWhole() throws {
        try onUIThread {
            let scene = Scene()
            let text = Self.longReadme(parts: 12_000)
            XCTAssertGreaterThan(text.utf8.count, MarkdownParser.byteLimit)
            scene.readme.answer?(.success(.fresh(Self.answer(text), source: .network)))
            let start = try XCTUnwrap(scene.document)
            let whole = Self.whole(text)
            guard case .notice = start.blocks.first, case .notice = whole.blocks.first else {
                return XCTFail("both start with a notice")
            }
            XCTAssertEqual(Array(start.blocks.dropFirst().dropLast()),
                           Array(whole.blocks.dropFirst().prefix(start.blocks.count - 2)),
                           "the blocks after the notice are numbered alike")
            scene.finishParsing()
            XCTAssertEqual(scene.document, whole)
        }
    }

    func testAShortReadmeIsShownWholeAtOnce() {
        onUIThread {
            let scene = Scene()
            let text = Self.longReadme(parts: 100)
            scene.readme.answer?(.success(.fresh(Self.answer(text), source: .network)))
            XCTAssertEqual(scene.document, Self.whole(text))
            scene.scheduler.runUI()
            XCTAssertEqual(scene.scheduler.pendingBackground, 0)
        }
    }

    func testAPlainTextReadmeIsShownWholeAtOnce() {
        onUIThread {
            let scene = Scene()
            let text = Self.longReadme()
            scene.readme.answer?(.success(.fresh(.readme(bytes: Array(text.utf8), fileName: "README.txt",
                                                         htmlURL: Self.readmeURL), source: .network)))
            scene.scheduler.runUI()
            XCTAssertEqual(scene.scheduler.pendingBackground, 0)
            XCTAssertEqual(scene.document?.blocks.contains { if case .notice = $0 { return true } else { return false } },
                           false)
        }
    }

    func testTheStoredStartStaysWhenGitHubConfirmsItAndTheWholeStillArrives() {
        onUIThread {
            let scene = Scene()
            let text = Self.longReadme()
            scene.readme.answer?(.success(.cached(Self.answer(text), fetchedAt: Sample.now, age: 120)))
            scene.readme.answer?(.success(.fresh(Self.answer(text), source: .revalidated)))
            scene.scheduler.runUI()
            XCTAssertEqual(scene.scheduler.pendingBackground, 1, "a 304 parses nothing again")
            scene.finishParsing()
            XCTAssertEqual(scene.document, Self.whole(text))
        }
    }

    func testANewerReadmeDropsTheWholeOfTheOlderOne() {
        onUIThread {
            let scene = Scene()
            let stored = Self.longReadme(tag: " (stored)")
            let current = Self.longReadme(tag: " (current)")
            scene.readme.answer?(.success(.cached(Self.answer(stored), fetchedAt: Sample.now, age: 120)))
            scene.readme.answer?(.success(.fresh(Self.answer(current), source: .network)))
            // Replaced before its start was drawn, the older whole is never parsed.
            scene.scheduler.runUI()
            XCTAssertEqual(scene.scheduler.pendingBackground, 1, "only the current README's whole is parsed")
            scene.finishParsing()
            XCTAssertEqual(scene.document, Self.whole(current))
        }
    }

    func testAWholeParsedAfterTheScreenWasLeftIsDropped() {
        onUIThread {
            let scene = Scene()
            scene.readme.answer?(.success(.fresh(Self.answer(Self.longReadme()), source: .network)))
            let shown = scene.view.displayed.count
            scene.presenter = nil
            scene.finishParsing()
            XCTAssertEqual(scene.view.displayed.count, shown)
        }
    }

    // MARK: With the View

    /// The real View and Presenter on an in-memory surface, the parse held by the scheduler.
    @MainActor
    private final class Screen {
        let controller = RepositoryDetailViewController(bindings: .ghbrowse)
        let readme = RepositoryReadmeUsecaseMock()
        let browser = OpenURLUsecaseMock()
        let scheduler = SteppedScheduler()
        let surface = InMemorySurface(rows: 40, columns: 80)
        let presenter: RepositoryDetailViewPresenter

        init() {
            presenter = RepositoryDetailViewPresenter(
                repository: Sample.legit, view: controller, router: RepositoryDetailRouterSpy(),
                detailUsecase: RepositoryUsecaseMock(), readmeUsecase: readme,
                languagesUsecase: RepositoryLanguagesUsecaseMock(),
                services: .doubles(browser: browser, clipboard: ClipboardUsecaseMock(),
                                   dateProvider: FixedDateProvider(now: Sample.now), hasToken: false), recentUsecase: RecentRepositoriesUsecaseSpy(),
                starStateUsecase: StarStateUsecaseMock(), refsUsecase: RepositoryRefsUsecaseMock(),
                currentRefUsecase: CurrentRefUsecaseMock(), currentSearch: nil,
                readmeScheduler: scheduler)
            controller.presenter = presenter
            controller.didAppear(size: surface.size)
        }

        func redraw() {
            surface.clear()
            controller.draw(on: surface)
        }

        func press(_ key: KeyPress, times: Int = 1) {
            for _ in 0..<times { _ = controller.handle(key: key) }
            redraw()
        }

        /// The body's rows (under the title, above the status line).
        var body: [String] { Array(surface.lines.dropFirst(2).dropLast()) }
    }

    func testTheWholeReplacesTheStartWhereTheReaderIsAndItsLinksWork() throws {
        try onUIThread {
            let screen = Screen()
            screen.readme.answer?(.success(.fresh(Self.answer(Self.longReadme()), source: .network)))
            screen.redraw()
            XCTAssertTrue(screen.surface.lines.contains { $0.contains("Part 1") }, screen.surface.lines.joined(separator: "\n"))

            // Read on into the start, then the whole arrives: the same lines stay on screen.
            screen.press(.pageDown, times: 6)
            let before = screen.body
            XCTAssertTrue(before.contains { $0.contains("Part ") }, before.joined(separator: "\n"))
            screen.scheduler.runUI()
            screen.scheduler.runBackgroundNewestFirst()
            screen.scheduler.runUI()
            screen.redraw()
            XCTAssertEqual(screen.body, before)

            // Tab selects the next link below the place, Enter opens it.
            screen.press(.tab)
            let status = try XCTUnwrap(screen.surface.lines.last)
            XCTAssertTrue(status.contains("https://example.com/"), status)
            screen.press(.enter)
            let opened = try XCTUnwrap(screen.browser.openedURLs.last)
            XCTAssertTrue(status.contains(opened), "\(opened) against \(status)")

            // The end is the whole README's end, not the start's notice.
            screen.press(.end)
            let end = screen.body.joined(separator: "\n")
            XCTAssertTrue(end.contains("Paragraph 1200 of the long README"), end)
            XCTAssertFalse(end.contains("Reading the rest of the README"), end)
        }
    }
}
