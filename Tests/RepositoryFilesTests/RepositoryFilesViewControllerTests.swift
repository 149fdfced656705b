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
}
