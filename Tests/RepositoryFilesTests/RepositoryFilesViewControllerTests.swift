import RepositoryFilesPresenter
import RepositoryFilesView
import ScreenKit
import TerminalUI
import Testing

@MainActor
private final class FilesPresenterSpy: RepositoryFilesViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String], findingHints: [String]) { events.append("load \(keyHints.joined(separator: ","))") }
    func viewDidResize(columns: Int) {}
    func didOpenRow(at index: Int) { events.append("open \(index)") }
    func didRequest(_ command: RepositoryFilesCommand, row: Int) {
        switch command {
        case .parentDirectory: events.append("up")
        case .findPath: events.append("find")
        case .openInBrowser: events.append("browser \(row)")
        case .copyLink: events.append("copy \(row)")
        case .refresh: events.append("refresh")
        }
    }
    func filterDidChange(to text: String) { events.append("filter \(text)") }
    func didEndFilter() { events.append("end") }
}

@MainActor
@Suite struct RepositoryFilesViewControllerTests {
    private let presenter = FilesPresenterSpy()
    private let controller = RepositoryFilesViewController(bindings: KeyBindings(sections: RepositoryFilesKeys.sections))

    init() {
        controller.presenter = presenter
        controller.didAppear(size: TerminalSize(rows: 8, columns: 40))
        controller.display(RepositoryFilesViewModel(
            breadcrumb: "github › o/r › files",
            rows: [.init(name: "src/", detail: "2 items", kind: .directory),
                   .init(name: "README.md", detail: "2 KB", kind: .file)],
            listingID: 1, status: "2 entries"))
    }

    @Test func drawsTheBreadcrumbTheRowsWithSizesRightAlignedAndTheStatus() {
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.draw(on: surface)
        #expect(surface.lines[0].hasPrefix(" github › o/r › files"), "at the one left margin")
        #expect(surface.lines[2].hasPrefix(" src/"))
        #expect(surface.lines[2].hasSuffix("2 items"))
        #expect(surface.lines[3].hasSuffix("2 KB"))
        #expect(surface.styleAt(row: 2, column: 1) == .selected)
        #expect(surface.lines[7].hasPrefix("2 entries"))
        #expect(presenter.events.first == "load Enter open,←/Backspace up,/ find,o browser,Esc/q back".replacingOccurrences(
            of: "←/Backspace", with: "←").replacingOccurrences(of: "Esc/q", with: "Esc"))
    }

    @Test func keysBecomeEvents() {
        #expect(controller.handle(key: .down))
        #expect(controller.handle(key: .enter))
        #expect(controller.handle(key: .left))
        #expect(controller.handle(key: .character("/")))
        #expect(controller.handle(key: .character("o")))
        #expect(controller.handle(key: .character("r")))
        #expect(!controller.handle(key: .escape), "Esc is the stack's: back")
        #expect(presenter.events.dropFirst() == ["open 1", "up", "find", "browser 1", "refresh"])
    }

    @Test func whileFindingEveryPrintableCharacterIsTheFiltersAndEscEndsIt() {
        controller.display(RepositoryFilesViewModel(rows: [.init(name: "a", detail: "", kind: .file)], filter: "",
                                                    listingID: 2))
        #expect(controller.handle(key: .character("q")))
        #expect(controller.handle(key: .character("/")))
        #expect(controller.handle(key: .backspace))
        #expect(controller.handle(key: .escape))
        #expect(presenter.events.dropFirst() == ["filter q", "filter q/", "filter q", "end"])
    }

    /// The columns of `row` drawn as a match (underlined bold, or the selection's link style).
    private func highlighted(_ surface: InMemorySurface, row: Int) -> [Int] {
        (0..<surface.size.columns).filter {
            [.prose([.bold, .underline]), .selectedLink].contains(surface.styleAt(row: row, column: $0))
        }
    }

    @Test func theMatchedCharactersOfAPathAreHighlightedAndNoOthers() {
        controller.display(RepositoryFilesViewModel(
            rows: [.init(name: "src/tui/tui.go", detail: "1 KB", kind: .file, matched: [4, 5, 6, 0, 2]),
                   .init(name: "docs/tui.md", detail: "2 KB", kind: .file, matched: [5, 6, 7])],
            filter: "tui", listingID: 3))
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.draw(on: surface)
        let first = surface.lines.firstIndex { $0.contains("src/tui/tui.go") }!
        let second = surface.lines.firstIndex { $0.contains("docs/tui.md") }!
        // One column of margin: character n is at column n + 1.
        #expect(highlighted(surface, row: first) == [1, 3, 5, 6, 7])
        #expect(highlighted(surface, row: second) == [6, 7, 8])
        #expect(surface.lines[second].hasPrefix(" docs/tui.md"), "the text itself unchanged")
    }

    @Test func aMatchAfterWideCharactersIsHighlightedWhereItIsDrawn() {
        controller.display(RepositoryFilesViewModel(
            rows: [.init(name: "文档/tui.md", detail: "", kind: .file, matched: [3, 4, 5])],
            filter: "tui", listingID: 4))
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.draw(on: surface)
        let row = surface.lines.firstIndex { $0.contains("tui.md") }!
        // 文 and 档 take two columns each: `t` (character 3) is at column 1 + 4 + 1.
        #expect(highlighted(surface, row: row) == [6, 7, 8])
    }
}
