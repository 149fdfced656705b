import Entities
import Foundation
import PresentationKit
import RepositoryBrowsing
import RepositoryFilePresenter
@testable import RepositoryFileView
import TerminalUI
import Testing

/// The blame drawn beside a file (issue 29): the column left of the line numbers, ages coloured,
/// a cursor line ↑↓ move (its commit told to the Presenter), Enter on it, B forwarded.
@MainActor
@Suite struct RepositoryFileBlameViewTests {
    private let controller = RepositoryFileViewController(bindings: KeyBindings(sections: RepositoryFileKeys.sections))
    private let presenter = FilePresentationSpy()

    init() {
        controller.presenter = presenter
    }

    private static let sha = "977560f205a84449522988b52e196f4bf502f79a"

    private func model(lineCount: Int = 30) -> RepositoryFileViewModel {
        let code = CodeLines(bytes: Array((1...lineCount).map { "x\($0) = \($0)" }.joined(separator: "\n").utf8))
        let blame = Blame(ranges: [
            BlameRange(startingLine: 1, endingLine: 2, age: 1, commit: BlameCommit(oid: Self.sha)),
            BlameRange(startingLine: 3, endingLine: lineCount, age: 10, commit: BlameCommit(oid: String(repeating: "b", count: 40))),
        ])
        let lines = BlameLines(blame, lineCount: lineCount)
        return RepositoryFileViewModel(body: .code(code), showsLineNumbers: true,
                                       blame: BlameColumn(width: 8, lines: lines, texts: ["977560f ", "bbbbbbb "]))
    }

    private func drawn(_ model: RepositoryFileViewModel, rows: Int = 10, columns: Int = 40) -> InMemorySurface {
        let surface = InMemorySurface(rows: rows, columns: columns)
        controller.didAppear(size: TerminalSize(rows: rows, columns: columns))
        controller.display(model)
        surface.clear()
        controller.draw(on: surface)
        return surface
    }

    @Test func theColumnStandsLeftOfTheNumbersWrittenOnceARun() {
        let surface = drawn(model())
        #expect(surface.lines[2].hasPrefix("977560f   1 x1 = 1"))
        #expect(surface.lines[3].hasPrefix("          2 x2 = 2"))
        #expect(surface.lines[4].hasPrefix("bbbbbbb   3 x3 = 3"))
        #expect(surface.styleAt(row: 2, column: 0) == .selected, "the cursor starts on the top line")
        #expect(surface.styleAt(row: 4, column: 0) == RepositoryFileViewController.blameStyle(age: 10, showsColor: true))
        #expect(RepositoryFileViewController.blameStyle(age: 1, showsColor: true) == .colored(0xF0A830, []))
        #expect(RepositoryFileViewController.blameStyle(age: 10, showsColor: true) == .colored(0x606878, []))
        #expect(RepositoryFileViewController.blameStyle(age: 10, showsColor: false) == .dim)
    }

    @Test func arrowsMoveTheCursorAndEnterOpensItsLine() {
        _ = drawn(model())
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .up))
        #expect(controller.handle(key: .enter))
        #expect(presenter.events.suffix(4) == ["blame cursor 2", "blame cursor 3", "blame cursor 2", "blame open 2"])
        #expect(controller.handle(key: .character("B")))
        #expect(presenter.events.last == "blame")
    }

    @Test func theCursorFollowsToTheEndAndAPageKeepsItOnScreen() {
        let surface = drawn(model(lineCount: 30))
        for _ in 0..<29 { _ = controller.handle(key: .down) }
        #expect(presenter.events.last == "blame cursor 30")
        _ = controller.handle(key: .down)
        #expect(presenter.events.last == "blame cursor 30", "never past the last line")
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[8].hasPrefix("         30 x30 = 30"))
        #expect(controller.handle(key: .character("g")))
        #expect(presenter.events.last == "blame cursor 7", "the last line shown once the top is")
    }
}
