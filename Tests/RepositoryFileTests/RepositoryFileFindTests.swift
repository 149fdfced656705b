import RepositoryFilePresenter
import RepositoryFileView
import ScreenKit
import TerminalUI
import TestSupport
import Testing
import Usecases

/// `/` in a file: the file's text is searched, every line whether highlighted or not, matches
/// drawn where the code puts them (tabs expanded, sideways scroll), `n` / `N` wrapping.
@MainActor
@Suite struct RepositoryFileFindTests {
    private let controller = RepositoryFileViewController(
        bindings: KeyBindings(sections: RepositoryFileKeys.sections + TextFindKeys.sections))
    private let surface = InMemorySurface(rows: 12, columns: 40)

    /// 200 lines, every fifth (41 of them, from line 1) holding "needle" after a tab; only the
    /// first line highlighted.
    init() {
        let text = (0..<205).map { $0 % 5 == 0 ? "\tvar needle\($0) = \($0)" : "let x\($0) = \($0)" }
            .joined(separator: "\n")
        var lines = CodeLines(bytes: Array(text.utf8))
        lines.apply(CodeHighlightChunk(firstLine: 0, lines: [[CodeSpan(offset: 1, length: 3, look: 0)]],
                                       looks: [CodeSpanLook(foreground: 0xFF7B72, bold: true)], syntaxName: "Swift",
                                       isComplete: false))
        controller.didAppear(size: surface.size)
        controller.display(RepositoryFileViewModel(breadcrumb: "a/b › f.swift", body: .code(lines),
                                                   showsLineNumbers: true, status: "Swift"))
    }

    private func type(_ keys: [KeyPress]) {
        #expect(ScreenKeyPresses.press(keys, on: controller))
    }

    private func draw() -> [String] {
        ScreenKeyPresses.redraw(controller, on: surface)
    }

    @Test func findsTextInLinesNotYetHighlightedAndMarksItWhereTheCodeIs() {
        type("/NEEDLE".map { KeyPress.character($0) })
        #expect(draw().last?.contains("no match") == true)
        type(Array(repeating: KeyPress.backspace, count: 6) + "needle".map { KeyPress.character($0) })
        let lines = draw()
        #expect(lines.last?.hasPrefix("/needle  1 of 41") == true)
        // Line 1: the gutter (4 cells), a tab (to the 8th cell), "var ": the match at screen column 16.
        #expect(lines[2].hasPrefix("  1         var needle0"))
        #expect(surface.styleAt(row: 2, column: 16) == .currentFindMatch)
        #expect(surface.styleAt(row: 2, column: 21) == .currentFindMatch)
        #expect(surface.styleAt(row: 2, column: 22) != .currentFindMatch)
        #expect(lines[7].hasPrefix("  6         var needle5"))
        #expect(surface.styleAt(row: 7, column: 16) == .findMatch)
    }

    @Test func nAndNWrapAndScrollToTheMatch() {
        type("/needle".map { KeyPress.character($0) } + [.enter, .character("n"), .character("n")])
        var lines = draw()
        #expect(lines.last?.hasPrefix("/needle  3 of 41") == true)
        type([.character("N"), .character("N"), .character("N")])
        lines = draw()
        #expect(lines.last?.hasPrefix("/needle  41 of 41") == true)
        // Line 201 is on screen, its match marked.
        let row = lines.firstIndex { $0.hasPrefix("201") }
        #expect(row != nil)
        if let row { #expect(surface.styleAt(row: row, column: 16) == .currentFindMatch) }
        type([.character("n")])
        #expect(draw().last?.hasPrefix("/needle  1 of 41") == true)
    }

    @Test func escEndsTheSearchAndKeepsThePlace() {
        type("/needle".map { KeyPress.character($0) } + [.enter, .character("N")])
        let place = draw()[2]
        type([.escape])
        let lines = draw()
        #expect(lines[2] == place)
        #expect(lines.last?.hasPrefix("Swift") == true)
        #expect(!controller.handle(key: .escape)) // back to the files: the stack's
    }

    @Test func aMatchPastTheRightEdgeScrollsSideways() {
        let long = "let words = \"" + (0..<30).map { "w\($0)" }.joined(separator: " ") + "\" // far"
        controller.display(RepositoryFileViewModel(body: .code(CodeLines(bytes: Array(long.utf8))), showsLineNumbers: true))
        type("/far".map { KeyPress.character($0) })
        let lines = draw()
        let column = lines[2].range(of: "far").map { lines[2].distance(from: lines[2].startIndex, to: $0.lowerBound) }
        #expect(column != nil)
        if let column { #expect(surface.styleAt(row: 2, column: column) == .currentFindMatch) }
    }
}
