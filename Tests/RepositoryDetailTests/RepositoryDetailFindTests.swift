import GHBrowseApp
import Markdown
import PresentationKit
import RepositoryDetailPresenter
import RepositoryDetailView
import TerminalUI
import TestSupport
import Testing

/// `/` in the detail's README: matches highlighted as the query is typed, "3 of 41" on the status
/// line, `n` / `N` with wrap-around, Esc ending the search where the reader is.
@MainActor
@Suite struct RepositoryDetailFindTests {
    private let controller = RepositoryDetailViewController(bindings: .ghbrowse)
    private let surface = InMemorySurface(rows: 12, columns: 60)

    init() {
        let readme = (1...41).map { "Paragraph \($0) holds a Needle." }.joined(separator: "\n\n")
        let document = MarkdownParser.parse(bytes: Array(readme.utf8), fileName: "README.md",
                                            htmlURL: "https://github.com/o/r/blob/HEAD/README.md")
        controller.didAppear(size: surface.size)
        controller.display(RepositoryDetailViewModel(title: "o/r", lines: [], labelWidth: 8, status: "keys",
                                                     readme: .document(document, fileName: "README.md")))
    }

    private func type(_ keys: [KeyPress]) {
        #expect(ScreenKeyPresses.press(keys, on: controller))
    }

    private func type(_ text: String) {
        #expect(ScreenKeyPresses.type(text, on: controller))
    }

    private func draw() -> [String] {
        ScreenKeyPresses.redraw(controller, on: surface)
    }

    /// The screen cells of the first "needle" drawn on a row, and the row.
    private func needleOnScreen(_ lines: [String]) -> (row: Int, column: Int)? {
        for (row, line) in lines.enumerated() {
            if let range = line.range(of: "Needle") { return (row, line.distance(from: line.startIndex, to: range.lowerBound)) }
        }
        return nil
    }

    @Test func typingHighlightsTheMatchesAndCountsThem() throws {
        type("/needle")
        let lines = draw()
        #expect(lines.last?.hasPrefix("/needle  1 of 41") == true)
        let first = try #require(needleOnScreen(lines))
        #expect(surface.styleAt(row: first.row, column: first.column) == .currentFindMatch)
        // The other matches on screen are marked less strongly.
        let second = try #require(lines.indices.dropFirst(first.row + 1).first { lines[$0].contains("Needle") })
        let column = try #require(lines[second].range(of: "Needle")).lowerBound
        #expect(surface.styleAt(row: second, column: lines[second].distance(from: lines[second].startIndex, to: column))
                == .findMatch)
    }

    @Test func nAndNStepThroughTheMatchesWrapping() {
        type("/needle")
        type([.enter, .character("n"), .character("n")])
        #expect(draw().last?.hasPrefix("/needle  3 of 41") == true)
        type([.character("N"), .character("N"), .character("N")])
        #expect(draw().last?.hasPrefix("/needle  41 of 41") == true)
        #expect(controller.pane.reading.scroll.offset > 0)
        type([.character("n")])
        #expect(draw().last?.hasPrefix("/needle  1 of 41") == true)
    }

    @Test func aCapitalMakesTheSearchExact() {
        type("/needle")
        #expect(draw().last?.contains("1 of 41") == true)
        type([.backspace, .backspace, .backspace, .backspace, .backspace, .backspace])
        type("Needle")
        #expect(draw().last?.contains("1 of 41") == true)
        type([.backspace])
        type("E")
        #expect(draw().last?.contains("no match") == true)
    }

    @Test func escEndsTheSearchAndKeepsThePlace() {
        type("/needle")
        type([.enter, .character("N")])
        _ = draw()
        let place = controller.pane.reading.scroll.offset
        #expect(place > 0)
        type([.escape])
        let lines = draw()
        #expect(controller.pane.reading.scroll.offset == place)
        #expect(lines.last?.hasPrefix("keys") == true)
        #expect(!(0..<surface.size.columns).contains { surface.styleAt(row: 5, column: $0) == .findMatch })
        // With the search ended, Esc is the screen's back key again (the stack's).
        #expect(!controller.handle(key: .escape))
    }

    @Test func escInTheFieldEndsTheSearch() {
        type("/needle")
        type([.escape])
        #expect(draw().last?.hasPrefix("keys") == true)
    }
}
