import CommitDetailPresenter
import CommitDetailView
import ScreenKit
import TerminalUI
import TestSupport
import Testing

/// `/` in a commit's diff (the shared `DiffPane`): matches marked after the margin, "3 of 41",
/// `n` / `N` wrapping, Esc ending the search where the reader is.
@MainActor
@Suite struct CommitDetailFindTests {
    private let controller = CommitDetailViewController(
        bindings: KeyBindings(sections: CommitDetailKeys.sections + TextFindKeys.sections))
    private let surface = InMemorySurface(rows: 10, columns: 60)

    /// A patch of 205 lines, every fifth adding a line with "token" (41 of them).
    init() {
        var lines = [CommitDetailLine("── a.swift", .heading), CommitDetailLine("@@ -1,3 +1,3 @@", .hunk)]
        lines += (0..<205).map { $0 % 5 == 0 ? CommitDetailLine("+let token\($0) = 1", .addition)
            : CommitDetailLine(" context \($0)") }
        controller.didAppear(size: surface.size)
        controller.display(CommitDetailViewModel(title: "o/r › abc1234", lines: CommitDetailLines(lines),
                                                 fileStarts: [0], status: "1 file"))
    }

    private func type(_ keys: [KeyPress]) {
        #expect(ScreenKeyPresses.press(keys, on: controller))
    }

    private func draw() -> [String] {
        ScreenKeyPresses.redraw(controller, on: surface)
    }

    @Test func typingMarksTheMatchesAfterTheMargin() {
        type("/token".map { KeyPress.character($0) })
        let lines = draw()
        #expect(lines.last?.hasPrefix("/token  1 of 41") == true)
        // " +let token0": the margin, "+let ", the match from column 6.
        #expect(lines[4].hasPrefix(" +let token0"))
        #expect(surface.styleAt(row: 4, column: 6) == .currentFindMatch)
        #expect(surface.styleAt(row: 4, column: 5) == .success)
    }

    @Test func nAndNWrap() {
        type("/token".map { KeyPress.character($0) } + [.enter, .character("n"), .character("n")])
        #expect(draw().last?.hasPrefix("/token  3 of 41") == true)
        #expect(controller.scrollOffset > 0)
        type([.character("N"), .character("N"), .character("N")])
        #expect(draw().last?.hasPrefix("/token  41 of 41") == true)
        type([.character("n")])
        #expect(draw().last?.hasPrefix("/token  1 of 41") == true)
    }

    @Test func escEndsTheSearchAndKeepsThePlace() {
        type("/token".map { KeyPress.character($0) } + [.enter, .character("N")])
        let place = controller.scrollOffset
        #expect(place > 0)
        type([.escape])
        #expect(controller.scrollOffset == place)
        #expect(draw().last?.hasPrefix("1 file") == true)
        #expect(!controller.handle(key: .escape))
    }
}
