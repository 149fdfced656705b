import Foundation
import Markdown
import PresentationKit
import RepositoryFilePresenter
import RepositoryFileView
import TerminalUI
import Testing
import Usecases

/// Records what the View tells its Presenter.
@MainActor
final class FilePresentationSpy: RepositoryFileViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String], renderedToggleKey: String?, linkHints: [String]) {
        events.append("load \(keyHints.joined(separator: ",")) \(renderedToggleKey ?? "-")")
        events.append("link hints \(linkHints.joined(separator: ","))")
    }
    func viewDidResize(columns: Int, rows: Int) { events.append("resize \(columns)x\(rows)") }
    func didRequest(_ command: RepositoryFileCommand, topLine: Int) {
        switch command {
        case .openInBrowser: events.append("open \(topLine)")
        case .refresh: events.append("refresh")
        case .toggleLineNumbers: events.append("numbers")
        case .toggleRendered: events.append("rendered")
        case .copyLink: events.append("copy \(topLine)")
        case .copyBranchLink: events.append("copy branch \(topLine)")
        case .edit: events.append("edit")
        case .page: events.append("pager")
        case .blame: events.append("blame")
        case .save: events.append("save")
        }
    }
    func didMoveBlameCursor(toLine line: Int) { events.append("blame cursor \(line)") }
    func didOpenBlameLine(_ line: Int) { events.append("blame open \(line)") }
    func didSelectLines(_ lines: ClosedRange<Int>?) {
        events.append(lines.map { "lines \($0.lowerBound)-\($0.upperBound)" } ?? "no lines")
    }
    func didSelectLink(target: String, destination: LinkDestination) { events.append("select \(target)") }
    func didRequestLinkWithoutLinks() { events.append("no links") }
    func didActivateLink(target: String, destination: LinkDestination) { events.append("follow \(target)") }
}

@MainActor
@Suite struct RepositoryFileViewControllerTests {
    private let controller = RepositoryFileViewController(bindings: KeyBindings(sections: RepositoryFileKeys.sections))
    private let presenter = FilePresentationSpy()

    init() {
        controller.presenter = presenter
    }

    /// Twelve lines of Python, the first one's `import` coloured as a keyword.
    private func code(lineCount: Int = 12, first: String = "import os") -> CodeLines {
        var lines = CodeLines(bytes: Array(([first] + (2...max(lineCount, 2)).map { "x\($0) = \($0)" })
            .joined(separator: "\n").utf8))
        lines.apply(CodeHighlightChunk(firstLine: 0, lines: [[CodeSpan(offset: 0, length: 6, look: 0)]],
                                       looks: [CodeSpanLook(foreground: 0xFF7B72, bold: true)], syntaxName: "Python",
                                       isComplete: true))
        return lines
    }

    private func drawn(_ model: RepositoryFileViewModel, rows: Int = 10, columns: Int = 40) -> InMemorySurface {
        let surface = InMemorySurface(rows: rows, columns: columns)
        controller.didAppear(size: TerminalSize(rows: rows, columns: columns))
        controller.display(model)
        surface.clear()
        controller.draw(on: surface)
        return surface
    }

    @Test func tellsItsPresenterTheHintsAndHowManyLinesShow() {
        _ = drawn(RepositoryFileViewModel())
        #expect(presenter.events == ["resize 40x7", "load / find,l numbers,o browser,Esc back p",
                                    "link hints Tab link,Enter follow"])
    }

    @Test func drawsNumberedLinesWithTheKeywordInItsColour() {
        let surface = drawn(RepositoryFileViewModel(breadcrumb: "github › a/b › files › main.py", body: .code(code()),
                                                    showsLineNumbers: true, status: "Python"))
        #expect(surface.lines[0].hasPrefix(" github › a/b › files › main.py"))
        #expect(surface.lines[2].hasPrefix(" 1 import os"))
        #expect(surface.lines[3].hasPrefix(" 2 x2 = 2"))
        #expect(surface.styleAt(row: 2, column: 3) == .colored(0xFF7B72, [.bold]))
        #expect(surface.styleAt(row: 2, column: 10) == .normal)
        #expect(surface.styleAt(row: 2, column: 1) == .dim)
        #expect(surface.lines[9].hasPrefix("Python · ↓ more"))
    }

    @Test func theLinesALinkNamedAreShownFromTheFirstAndTheirNumbersMarked() {
        let surface = drawn(RepositoryFileViewModel(breadcrumb: "github › a/b › files › main.py", body: .code(code(lineCount: 30)),
                                                    showsLineNumbers: true, markedLines: 10...11, status: "Python"))
        #expect(surface.lines[2].hasPrefix("10 x10 = 10"))
        #expect(surface.styleAt(row: 2, column: 0) == .accent)
        #expect(surface.styleAt(row: 3, column: 0) == .accent)
        #expect(surface.styleAt(row: 4, column: 0) == .dim)
    }

    @Test func withoutLineNumbersTheCodeStartsAtTheEdge() {
        let surface = drawn(RepositoryFileViewModel(body: .code(code()), showsLineNumbers: false))
        #expect(surface.lines[2].hasPrefix("import os"))
        #expect(surface.styleAt(row: 2, column: 0) == .colored(0xFF7B72, [.bold]))
    }

    @Test func longLinesAreCutNotWrappedAndScrollSideways() {
        let long = "let words = \"" + (0..<20).map { "w\($0)" }.joined(separator: " ") + "\""
        let lines = CodeLines(bytes: Array(long.utf8))
        let surface = drawn(RepositoryFileViewModel(body: .code(lines), showsLineNumbers: true), rows: 6, columns: 30)
        #expect(surface.lines[2] == "1 let words = \"w0 w1 w2 w3 w4")
        #expect(surface.lines[3].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(controller.handle(key: .right))
        surface.clear()
        controller.draw(on: surface)
        // Half a screen (11 cells) to the right: the line from its 12th cell, the numbers kept.
        #expect(surface.lines[2] == "1  \"w0 w1 w2 w3 w4 w5 w6 w7 w8")
        #expect(controller.handle(key: .left))
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[2] == "1 let words = \"w0 w1 w2 w3 w4")
    }

    @Test func scrollsDownAndOpensAtTheTopVisibleLine() {
        _ = drawn(RepositoryFileViewModel(body: .code(code(lineCount: 50))))
        #expect(controller.handle(key: .pageDown))
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.last == "open 6")
        #expect(controller.handle(key: .character("G")))
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.last == "open 43")
    }

    @Test func forwardsLPAndR() {
        _ = drawn(RepositoryFileViewModel(body: .code(code())))
        #expect(controller.handle(key: .character("l")))
        #expect(controller.handle(key: .character("p")))
        #expect(controller.handle(key: .character("r")))
        #expect(Array(presenter.events.suffix(3)) == ["numbers", "rendered", "refresh"])
        #expect(!controller.handle(key: .escape))
    }

    @Test func aBinaryFileIsItsSentence() {
        let surface = drawn(RepositoryFileViewModel(
            body: .message("Binary file (2 KB) not shown: o opens it on github.com", tone: .normal)), columns: 70)
        #expect(surface.lines[2].hasPrefix(" Binary file (2 KB) not shown: o opens it on github.com"))
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.last == "open 0")
    }

    @Test func markdownIsRenderedWithItsHeadingStyle() {
        let document = MarkdownParser.parse(bytes: Array("# Guide\n\nSome text.\n".utf8), fileName: "GUIDE.md",
                                            htmlURL: nil)
        let surface = drawn(RepositoryFileViewModel(body: .markdown(document)))
        #expect(surface.text.contains("Guide"))
        #expect(surface.text.contains("Some text."))
        #expect(!surface.text.contains("# Guide"))
        let row = surface.lines.firstIndex { $0.contains("Guide") } ?? 0
        let column = surface.lines[row].distance(from: surface.lines[row].startIndex,
                                                 to: surface.lines[row].range(of: "Guide")!.lowerBound)
        #expect(surface.styleAt(row: row, column: column) == .heading(1))
    }

    /// Issue 28: rendered Markdown's links through the shared ReadingPane: Tab selects (drawn as the
    /// selected link), Shift-Tab goes back, Enter follows the selected one; on code, Tab has no links.
    @Test func tabSelectsARenderedLinkAndEnterFollowsIt() {
        let document = MarkdownParser.parse(bytes: Array("# Guide\n\n[one](a.md) and [two](b.md)\n".utf8),
                                            fileName: "GUIDE.md", htmlURL: "https://github.com/o/r/blob/main/GUIDE.md")
        _ = drawn(RepositoryFileViewModel(body: .markdown(document)))
        presenter.events.removeAll()
        #expect(controller.handle(key: .tab))
        #expect(controller.handle(key: .tab))
        #expect(controller.handle(key: .backTab))
        #expect(controller.handle(key: .enter))
        #expect(presenter.events == ["select a.md", "select b.md", "select a.md", "follow a.md"])
        let surface = InMemorySurface(rows: 10, columns: 40)
        controller.draw(on: surface)
        let row = surface.lines.firstIndex { $0.contains("one") } ?? 0
        let column = surface.lines[row].distance(from: surface.lines[row].startIndex,
                                                 to: surface.lines[row].range(of: "one")!.lowerBound)
        #expect(surface.styleAt(row: row, column: column) == .selectedLink)

        controller.display(RepositoryFileViewModel(body: .code(code())))
        presenter.events.removeAll()
        #expect(controller.handle(key: .tab))
        #expect(presenter.events == ["no links"])
    }
}

/// `v`: a selection of lines that ↑↓ extend and Esc ends, told to the Presenter.
@MainActor
@Suite struct RepositoryFileSelectionTests {
    private let controller = RepositoryFileViewController(bindings: KeyBindings(sections: RepositoryFileKeys.sections))
    private let presenter = FilePresentationSpy()

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 10, columns: 40))
        let text = (1...30).map { "line \($0)" }.joined(separator: "\n")
        controller.display(RepositoryFileViewModel(breadcrumb: "f", body: .code(CodeLines(bytes: Array(text.utf8))),
                                                   showsLineNumbers: true, status: ""))
        presenter.events = []
    }

    @Test func vSelectsTheTopLineAndDownExtendsItUpToWhereTheKeysGo() {
        _ = controller.handle(key: .down)
        _ = controller.handle(key: .down)
        #expect(presenter.events.isEmpty)
        _ = controller.handle(key: .character("v"))
        _ = controller.handle(key: .down)
        _ = controller.handle(key: .down)
        #expect(presenter.events == ["lines 3-3", "lines 3-4", "lines 3-5"])
        _ = controller.handle(key: .character("y"))
        #expect(presenter.events.last == "copy 2")
        let surface = InMemorySurface(rows: 10, columns: 40)
        controller.draw(on: surface)
        #expect(surface.styleAt(row: 2, column: 1) == .selected)
        #expect(surface.styleAt(row: 4, column: 1) == .selected)
        #expect(surface.styleAt(row: 5, column: 1) == .dim)
    }

    @Test func escEndsTheSelectionBeforeItIsTheBackKey() {
        _ = controller.handle(key: .character("v"))
        #expect(controller.handle(key: .escape))
        #expect(presenter.events == ["lines 1-1", "no lines"])
        #expect(!controller.handle(key: .escape))
    }

    @Test func aSelectionFollowedOffTheScreenScrollsTheCode() {
        _ = controller.handle(key: .character("v"))
        for _ in 0..<10 { _ = controller.handle(key: .down) }
        #expect(presenter.events.last == "lines 1-11")
        _ = controller.handle(key: .character("o"))
        #expect(presenter.events.last == "open 4")
        _ = controller.handle(key: .character("v"))
        #expect(presenter.events.last == "no lines")
    }
}
