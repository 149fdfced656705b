import CommitDetailPresenter
import CommitDetailView
import ScreenKit
import TerminalUI
import Testing

@MainActor
private final class DetailPresenterSpy: CommitDetailViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func didRequest(_ command: CommitDetailCommand) {
        switch command {
        case .openInBrowser: events.append("browser")
        case .copyLink: events.append("copy")
        }
    }
    func didSelectLink(target: String, url: String) { events.append("select \(target) \(url)") }
    func didFollowLink(target: String, url: String) { events.append("follow \(target) \(url)") }
    func didRequestLinkWithoutLinks() { events.append("no links") }
}

@MainActor
@Suite struct CommitDetailViewControllerTests {
    private let presenter = DetailPresenterSpy()
    private let controller: CommitDetailViewController

    /// Ten lines of header, then two files' patches of 20 lines each.
    static let model: CommitDetailViewModel = {
        var lines = (0..<10).map { CommitDetailLine("header \($0)") }
        var starts: [Int] = []
        for file in ["a.swift", "b.swift"] {
            starts.append(lines.count)
            lines.append(CommitDetailLine("── " + file, .heading))
            lines.append(CommitDetailLine("@@ -1,3 +1,3 @@", .hunk))
            lines.append(CommitDetailLine("-old", .deletion))
            lines.append(CommitDetailLine("+new", .addition))
            lines += (0..<16).map { CommitDetailLine(" context \($0)") }
        }
        return CommitDetailViewModel(title: "github › o/r › commits › abc1234", lines: CommitDetailLines(lines), fileStarts: starts,
                                     status: "2 files · Tab next file")
    }()

    init() {
        controller = CommitDetailViewController(bindings: KeyBindings(sections: CommitDetailKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 10, columns: 60))
        controller.display(Self.model)
    }

    private func draw() -> InMemorySurface {
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.draw(on: surface)
        return surface
    }

    /// Issue 28: a line too wide for the screen ends in `…` where it is cut (the Author line at
    /// 80 columns was cut mid-word); one that fits is drawn whole.
    @Test func aClippedLineEndsInAnEllipsis() {
        let author = CommitDetailLine([.init("Author:    ", .label),
                                       .init("Enrico Minack <github@enrico.minack.dev> (@EnricoMi)", .plain),
                                       .init(" · 2025-09-02 17:30 UTC (1 year ago)", .dim)])
        controller.display(CommitDetailViewModel(title: "t", lines: [author, CommitDetailLine("short")]))
        let lines = draw().lines
        #expect(lines[2] == " Author:    Enrico Minack <github@enrico.minack.dev> (@Enri…", "\(lines[2])")
        #expect(lines[3] == " short")
    }

    @Test func tabScrollsToTheNextFilesPatchAndShiftTabBack() {
        #expect(controller.handle(key: .tab))
        #expect(controller.scrollOffset == 10)
        #expect(draw().lines[2].contains("── a.swift"))
        #expect(controller.handle(key: .tab))
        #expect(controller.scrollOffset == 30)
        #expect(draw().lines[2].contains("── b.swift"))
        #expect(controller.handle(key: .backTab))
        #expect(controller.scrollOffset == 10)
        #expect(controller.handle(key: .backTab))
        #expect(controller.scrollOffset == 0)
    }

    @Test func theDiffIsColouredAdditionsDeletionsAndHunkHeaders() {
        _ = controller.handle(key: .tab)
        let surface = draw()
        #expect(surface.lines[3].contains("@@ -1,3 +1,3 @@"))
        #expect(surface.styleAt(row: 3, column: 1) == .accent)
        #expect(surface.lines[4].contains("-old"))
        #expect(surface.styleAt(row: 4, column: 1) == .removal, "red, of the same weight as additions")
        #expect(surface.lines[5].contains("+new"))
        #expect(surface.styleAt(row: 5, column: 1) == .success)
        #expect(surface.styleAt(row: 6, column: 2) == .normal)
        #expect(surface.styleAt(row: 2, column: 1) == .bold)
    }

    @Test func scrollsAndStopsAtTheEnd() {
        #expect(controller.handle(key: .character("j")))
        #expect(controller.scrollOffset == 1)
        #expect(controller.handle(key: .character("G")))
        #expect(controller.scrollOffset == 50 - 7)
        #expect(draw().lines[8].contains("context 15"))
        #expect(controller.handle(key: .character("g")))
        #expect(controller.scrollOffset == 0)
        #expect(draw().lines[9].contains("↓ more"))
    }

    @Test func oAsksForTheBrowserAndBackIsTheStacks() {
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.last == "browser")
        #expect(!controller.handle(key: .escape))
        #expect(!controller.handle(key: .character("q")))
    }

    @Test func bracketsSelectTheMessagesLinksAndEnterFollowsTheSelectedOne() {
        let controller = CommitDetailViewController(bindings: KeyBindings(sections: CommitDetailKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 12, columns: 60))
        controller.display(CommitDetailViewModel(title: "t", lines: CommitDetailLines([
            CommitDetailLine([.init("    Fixes "), .init("#12", .link, link: "https://github.com/o/r/issues/12"),
                              .init(" after "), .init("1a2b3c4", .link, link: "https://github.com/o/r/commit/1a2b3c4")]),
        ])))
        #expect(controller.handle(key: .character("]")))
        #expect(controller.handle(key: .character("]")))
        let surface = InMemorySurface(rows: 12, columns: 60)
        controller.draw(on: surface)
        #expect(surface.styleAt(row: 2, column: 22) == .selectedLink, "\(surface.lines[2])")
        #expect(surface.styleAt(row: 2, column: 12) == .link)
        #expect(controller.handle(key: .enter))
        #expect(presenter.events.suffix(3) == ["select #12 https://github.com/o/r/issues/12",
                                               "select 1a2b3c4 https://github.com/o/r/commit/1a2b3c4",
                                               "follow 1a2b3c4 https://github.com/o/r/commit/1a2b3c4"])
        #expect(controller.handle(key: .character("[")))
        #expect(presenter.events.last == "select #12 https://github.com/o/r/issues/12")
    }
}
