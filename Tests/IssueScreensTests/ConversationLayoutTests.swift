import IssuePresenter
import IssueView
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import Testing
import TestSupport

/// A long conversation is laid out only as far as it is read, and reads the same as one laid out
/// whole: `/`, `G`, `n`, Tab and a resize reach the comments not laid out yet.
@MainActor
@Suite struct ConversationLayoutTests {
    private let controller = IssueViewController(bindings: KeyBindings(sections: IssueKeys.sections + TextFindKeys.sections))
    private let presenter = ConversationPresenterSpy()
    private let surface = InMemorySurface(rows: 12, columns: 60)
    private let sources: [MarkdownSource]

    /// 200 comments: a header piece and a two-paragraph body each; only the last one has a link
    /// and the word "needle".
    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 12, columns: 60))
        sources = (0..<200).map { index in
            let last = index == 199
            return MarkdownSource(text: "Comment \(index) says something.\n\n"
                                      + (last ? "The needle is [here](https://example.com/needle)." : "Nothing else."),
                                  htmlURL: nil, fullName: "o/r")
        }
        var pieces: [IssuePiece] = [.lines([IssueLine("A long one #7", .title)])]
        var starts: [Int] = []
        for (index, source) in sources.enumerated() {
            starts.append(pieces.count)
            pieces.append(.lines([IssueLine("", .detail), IssueLine("── @user\(index) · 1 day ago", .commentHeader)]))
            pieces.append(.markdown(source))
        }
        controller.display(IssueViewModel(title: "github › o/r › issues › #7", pieces: pieces, commentStarts: starts,
                                          status: "200 comments"))
    }

    private func redraw() -> [String] {
        ScreenKeyPresses.redraw(controller, on: surface)
    }

    @Test func theFirstScreenLaysOutAndParsesOnlyTheFirstComments() {
        let lines = redraw()
        #expect(lines[2].contains("A long one #7"))
        #expect(lines.contains { $0.contains("Comment 0 says something.") })
        #expect(controller.pane.body.laidOutPieces < 20, "\(controller.pane.body.laidOutPieces) pieces laid out")
        #expect(!sources[199].isParsed && !sources[50].isParsed)
        #expect(sources[0].isParsed)
    }

    @Test func findSearchesTheCommentsNotLaidOutYet() {
        _ = redraw()
        #expect(ScreenKeyPresses.type("/needle", on: controller))
        #expect(ScreenKeyPresses.press([.enter], on: controller))
        let lines = redraw()
        #expect(lines.contains { $0.contains("The needle is here.") }, "\(lines)")
        #expect(lines.last?.hasPrefix("/needle  1 of 1") == true)
    }

    @Test func theEndIsTheLastCommentsLastRow() {
        _ = redraw()
        #expect(ScreenKeyPresses.press([.character("G")], on: controller))
        let lines = redraw()
        #expect(lines[10].contains("The needle is here."), "\(lines)")
        #expect(controller.pane.body.laidOutPieces == 401)
        #expect(ScreenKeyPresses.press([.character("g")], on: controller))
        #expect(redraw()[2].contains("A long one #7"))
    }

    @Test func nGoesDownCommentByCommentLayingOutOnlyAsFarAsIt() {
        _ = redraw()
        for _ in 0..<30 { _ = controller.handle(key: .character("n")) }
        var lines = redraw()
        #expect(lines[2].contains("── @user29"), "\(lines)")
        #expect(controller.pane.body.laidOutPieces < 90)
        _ = controller.handle(key: .character("N"))
        lines = redraw()
        #expect(lines[2].contains("── @user28"), "\(lines)")
    }

    @Test func tabFindsTheLinkInACommentNotLaidOutYet() {
        _ = redraw()
        #expect(ScreenKeyPresses.press([.tab], on: controller))
        #expect(presenter.events == ["select https://example.com/needle"])
        let lines = redraw()
        #expect(lines.contains { $0.contains("The needle is here.") }, "\(lines)")
        #expect(ScreenKeyPresses.press([.tab], on: controller))
        #expect(presenter.events.last == "select https://example.com/needle", "the only link, again")
    }

    @Test func aResizeKeepsTheReadingPlaceAndANewPageKeepsWhatWasLaidOut() {
        _ = redraw()
        for _ in 0..<40 { _ = controller.handle(key: .character("n")) }
        #expect(redraw()[2].contains("── @user39"))
        controller.didResize(size: TerminalSize(rows: 12, columns: 30))
        let narrow = InMemorySurface(rows: 12, columns: 30)
        #expect(ScreenKeyPresses.redraw(controller, on: narrow)[2].contains("── @user39"))
        controller.didResize(size: TerminalSize(rows: 12, columns: 60))
        var model = controller.model
        model.pieces.append(.lines([IssueLine("• @bob closed this", .event)]))
        controller.display(model)
        #expect(redraw()[2].contains("── @user39"), "a new piece at the end keeps the place")
        #expect(!sources[150].isParsed)
    }
}
