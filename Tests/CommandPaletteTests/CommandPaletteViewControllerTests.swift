import CommandPalettePresenter
import CommandPaletteView
import GHBrowseApp
import TerminalUI
import Testing

/// The palette's View: draws what it is given and forwards the keys; `:` is typed like any letter.
@MainActor
@Suite struct CommandPaletteViewControllerTests {
    private final class PresenterSpy: CommandPaletteViewPresentation {
        var events: [String] = []
        func viewDidLoad() { events.append("load") }
        func viewDidResize(columns: Int) { events.append("resize \(columns)") }
        func filterDidChange(to text: String) { events.append("filter \(text)") }
        func didPick(row: Int) { events.append("pick \(row)") }
    }

    @Test func drawsEachActionWithItsKeysAndSectionAndForwardsTypingAndEnter() {
        let view = CommandPaletteViewController(bindings: .ghbrowse)
        let presenter = PresenterSpy()
        view.presenter = presenter
        view.didAppear(size: TerminalSize(rows: 10, columns: 100))
        view.display(CommandPaletteViewModel(title: "github › o/r › commands", rows: [
            .init(title: "open in the browser", keys: "o", section: "Detail"),
            .init(title: "漢字の説明 wide text", keys: "no key", section: "Detail"),
        ], status: "2 actions"))
        let surface = InMemorySurface(rows: 10, columns: 100)
        view.draw(on: surface)
        #expect(surface.lines[0].contains("github › o/r › commands"))
        #expect(surface.lines[2].contains("open in the browser") && surface.lines[2].contains("Detail"))
        #expect(surface.lines[3].contains("漢字の説明 wide text") && surface.lines[3].contains("no key"))
        #expect(surface.lines[9].hasPrefix("2 actions"))
        #expect(view.handle(key: .character(":")))
        #expect(view.handle(key: .character("o")))
        #expect(view.handle(key: .down))
        #expect(view.handle(key: .enter))
        #expect(presenter.events == ["load", "resize 100", "filter :", "filter :o", "pick 1"])
        #expect(!view.handle(key: .escape), "Esc is the stack's: the palette closes")
    }
}
