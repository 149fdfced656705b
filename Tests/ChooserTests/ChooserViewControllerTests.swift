import Foundation
import ChooserPresenter
import ChooserView
import ScreenKit
import TerminalUI
import Testing

/// Records the chooser View's events.
@MainActor
private final class ChooserPresenterSpy: ChooserViewPresentation {
    var events: [String] = []
    func viewDidLoad() { events.append("load") }
    func viewDidResize(columns: Int) { events.append("resize \(columns)") }
    func filterDidChange(to text: String) { events.append("filter \(text)") }
    func didPick(optionAt index: Int) { events.append("pick \(index)") }
}

@MainActor
@Suite struct ChooserViewControllerTests {
    private let presenter = ChooserPresenterSpy()
    private let controller: ChooserViewController

    init() {
        controller = ChooserViewController(bindings: KeyBindings(sections: ChooserKeys.sections))
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 40))
        controller.display(ChooserViewModel(title: "Topic", options: ["git", "cli", "python"], shown: [0, 1, 2]))
    }

    @Test func drawsTheTitleTheFilterTheOptionsAndTheHintsFromTheTable() {
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.draw(on: surface)
        #expect(surface.lines[0].hasPrefix(" Topic"))
        #expect(surface.lines[1].hasPrefix(" Filter:"))
        #expect(surface.cursor?.row == 1 && surface.cursor?.column == 9, "the filter field shows its cursor")
        #expect(surface.lines[2...4].map { $0.trimmingCharacters(in: .whitespaces) } == ["git", "cli", "python"])
        #expect(surface.styleAt(row: 2, column: 3) == .selected)
        #expect(surface.lines[7].hasPrefix("Enter pick · Esc cancel"), "\(surface.lines[7])")
    }

    @Test func printableKeysFilterEvenQAndArrowsMoveAndEnterPicksTheShownOption() {
        #expect(controller.handle(key: .character("q")))
        #expect(presenter.events.last == "filter q")
        #expect(controller.handle(key: .backspace))
        #expect(presenter.events.last == "filter ")
        controller.display(ChooserViewModel(title: "Topic", options: ["git", "cli", "python"], shown: [1, 2]))
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .enter))
        #expect(presenter.events.last == "pick 2", "the second row shown is option 2")
    }

    @Test func escAndBackspaceOnAnEmptyFilterAreLeftToTheStackToClose() {
        #expect(!controller.handle(key: .escape))
        #expect(!controller.handle(key: .backspace))
        #expect(!controller.handle(key: .control("c")))
    }
}
