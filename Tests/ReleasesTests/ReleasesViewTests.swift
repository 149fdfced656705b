import Foundation
import Markdown
import PresentationKit
import ReleasePresenter
import ReleaseView
import ReleasesPresenter
import ReleasesView
import ScreenKit
import TerminalUI
import Testing

@MainActor
private final class ReleasesPresenterSpy: ReleasesViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load \(keyHints.joined(separator: ","))") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func didMoveSelection(to index: Int, visibleRowCount: Int) { events.append("move \(index)") }
    func didRequest(_ command: ReleasesCommand, row: Int) {
        switch command {
        case .open: events.append("pick \(row)")
        case .openInBrowser: events.append("browser")
        case .copyLink: events.append("copy \(row)")
        case .refresh: events.append("refresh")
        }
    }
}

@MainActor
private final class ReleasePresenterSpy: ReleaseViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load \(keyHints.joined(separator: ","))") }
    func viewDidResize(columns: Int) {}
    func didRequest(_ command: ReleaseCommand) {
        switch command {
        case .openInBrowser: events.append("browser")
        case .copyLink: events.append("copy")
        case .save: events.append("save")
        }
    }
    func didSelectLink(target: String, destination: LinkDestination) { events.append("select \(target)") }
    func didRequestLinkWithoutLinks() { events.append("no links") }
    func didActivateLink(target: String, destination: LinkDestination) { events.append("follow \(target)") }
}

@MainActor
@Suite struct ReleasesViewControllerTests {
    private let presenter = ReleasesPresenterSpy()
    private let controller = ReleasesViewController(bindings: KeyBindings(sections: ReleasesKeys.sections))

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 60))
        controller.display(ReleasesViewModel(
            title: "github › o/r › releases",
            rows: [ReleaseRow(tag: "v2.0", name: "Second", date: "3 days ago", marks: [.latest]),
                   ReleaseRow(tag: "v2.0-rc1", name: "", date: "9 days ago", marks: [.prerelease]),
                   ReleaseRow(tag: "v1.0", name: "First", date: "2 years ago", marks: [])],
            status: "3 releases · Enter open"))
    }

    @Test func drawsTheBreadcrumbEachReleaseWithItsMarksAndDateAndTheStatus() {
        let surface = InMemorySurface(rows: 8, columns: 60)
        controller.draw(on: surface)
        let lines = surface.lines
        #expect(lines[0].contains("github › o/r › releases"))
        #expect(lines[2].hasPrefix(" v2.0      Second"))
        #expect(lines[2].contains("latest") && lines[2].hasSuffix("3 days ago"))
        #expect(lines[3].contains("pre-release") && lines[3].contains("9 days ago"))
        #expect(lines[4].contains("First") && lines[4].contains("2 years ago"))
        #expect(lines[7].hasPrefix("3 releases · Enter open"))
        #expect(surface.styleAt(row: 2, column: 1) == .selected)
        #expect(presenter.events.first == "load Enter open,o browser,r refresh,Esc back")
    }

    @Test func movingTellsThePresenterEnterPicksAndOAndRAreForwarded() {
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .character("j")))
        #expect(controller.handle(key: .enter))
        #expect(controller.handle(key: .character("o")))
        #expect(controller.handle(key: .character("r")))
        #expect(presenter.events.suffix(5) == ["move 1", "move 2", "pick 2", "browser", "refresh"])
        // Back keys are the navigation stack's.
        #expect(!controller.handle(key: .escape))
        #expect(!controller.handle(key: .character("q")))
        #expect(!controller.handle(key: .backspace))
    }

    @Test func aSentenceInsteadOfRows() {
        controller.display(ReleasesViewModel(title: "t", message: "This repository has no releases."))
        let surface = InMemorySurface(rows: 8, columns: 60)
        controller.draw(on: surface)
        #expect(surface.lines[2].hasPrefix(" This repository has no releases."))
    }
}

@MainActor
@Suite struct ReleaseViewControllerTests {
    private let presenter = ReleasePresenterSpy()
    private let controller = ReleaseViewController(bindings: KeyBindings(sections: ReleaseKeys.sections))

    private static let notes = MarkdownParser.parse(
        bytes: Array("## Fixes\n\nSee [the docs](https://example.com/docs) and [more](https://example.com/more).\n".utf8),
        fileName: "notes.md", htmlURL: "https://github.com/o/r/releases/tag/v1")

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 16, columns: 70))
        controller.display(ReleaseViewModel(
            title: "github › o/r › releases › v1",
            facts: [ReleaseFactLine(text: "First", role: .name),
                    ReleaseFactLine(text: "tag v1 · published 3 days ago by octocat", role: .detail)],
            notes: .document(Self.notes),
            assetsTitle: "Assets (1)",
            assets: [ReleaseAssetLine(name: "tool.tar.gz", size: "1.2 MB", downloads: "1,204 downloads")],
            status: "Tab link · o browser"))
    }

    @Test func drawsFactsTheNotesAsMarkdownThenTheAssets() {
        let surface = InMemorySurface(rows: 16, columns: 70)
        controller.draw(on: surface)
        let text = surface.lines.joined(separator: "\n")
        #expect(surface.lines[2] == " First")
        #expect(text.contains("Fixes"))
        #expect(!text.contains("## Fixes")) // rendered, not raw
        #expect(text.contains("See the docs and more."))
        #expect(text.contains("── Assets (1) ──"))
        let asset = surface.lines.first { $0.contains("tool.tar.gz") } ?? ""
        #expect(asset.contains("1.2 MB") && asset.contains("1,204 downloads"))
        let linkRow = surface.lines.firstIndex { $0.contains("See the docs") } ?? 0
        let column = surface.lines[linkRow].distance(from: surface.lines[linkRow].startIndex,
                                                     to: surface.lines[linkRow].firstRange(of: "the docs")!.lowerBound)
        #expect(surface.styleAt(row: linkRow, column: column) == .link)
    }

    @Test func tabSelectsLinksInOrderAndEnterFollowsTheSelectedOne() {
        #expect(controller.handle(key: .tab))
        #expect(controller.handle(key: .tab))
        #expect(controller.handle(key: .enter))
        #expect(controller.handle(key: .backTab))
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.dropFirst() == ["select https://example.com/docs", "select https://example.com/more",
                                                 "follow https://example.com/more", "select https://example.com/docs",
                                                 "browser"][...])
        let surface = InMemorySurface(rows: 16, columns: 70)
        controller.draw(on: surface)
        let linkRow = surface.lines.firstIndex { $0.contains("See the docs") } ?? 0
        #expect(surface.styleAt(row: linkRow, column: 5) == .selectedLink)
        #expect(!controller.handle(key: .escape))
    }

    @Test func headingsAnchorsScrollAndANarrowScreenWrapsEverything() {
        controller.didResize(size: TerminalSize(rows: 6, columns: 20))
        #expect(controller.scrollToHeading(anchor: "fixes"))
        #expect(!controller.scrollToHeading(anchor: "nowhere"))
        let surface = InMemorySurface(rows: 6, columns: 20)
        controller.draw(on: surface)
        #expect(surface.lines[2].contains("Fixes"))
        #expect(surface.lines[5].contains("↓ more") || surface.lines[5].contains("Tab"))
        #expect(controller.handle(key: .end))
        controller.draw(on: surface)
        // Too narrow for columns: the figures go under the name.
        #expect(surface.lines.joined(separator: "\n").contains("tool.tar.gz\n   1.2 MB · 1,204…"))
    }

    @Test func theStatusLineSaysThereIsMoreOnlyWhereAllOfThatFits() {
        controller.didResize(size: TerminalSize(rows: 6, columns: 28))
        let narrow = InMemorySurface(rows: 6, columns: 28)
        controller.draw(on: narrow)
        #expect(narrow.lines[5].trimmingTrailingSpaces == "Tab link · o browser") // never "· ↓ m"
        controller.didResize(size: TerminalSize(rows: 6, columns: 40))
        let wide = InMemorySurface(rows: 6, columns: 40)
        controller.draw(on: wide)
        #expect(wide.lines[5].trimmingTrailingSpaces == "Tab link · o browser · ↓ more")
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
