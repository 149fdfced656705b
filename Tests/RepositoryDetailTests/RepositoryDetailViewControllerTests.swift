import ReadingLayout
import GHBrowseApp
import Markdown
@testable import RepositoryDetailView
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import Testing

@MainActor
final class RepositoryDetailPresenterSpy: RepositoryDetailViewPresentation {
    var events: [String] = []
    func viewDidLoad(keyHints: [String]) { events.append("load") }
    func viewDidResize(columns: Int, rows: Int) { events.append("resize \(columns)") }
    func didRequest(_ command: RepositoryDetailCommand) {
        switch command {
        case .openInBrowser: events.append("open")
        case .copyLink: events.append("copy")
        case .copyCloneURL: events.append("clone url")
        case .refresh: events.append("refresh")
        case .ownerRepositories: events.append("owner")
        case .chooseTopic: events.append("topics")
        case .languageRepositories: events.append("language")
        case .files: events.append("files")
        case .chooseRef: events.append("refs")
        case .commits: events.append("commits")
        case .releases: events.append("releases")
        case .toggleStar: events.append("star")
        case .issues: events.append("issues")
        case .pullRequests: events.append("pulls")
        case .workflowRuns: events.append("runs")
        case .searchCode: events.append("code")
        case .clone: events.append("clone")
        }
    }
    func didSelectLink(target: String, destination: LinkDestination) { events.append("select \(target)") }
    func didRequestLinkWithoutLinks() { events.append("no links") }
    func didActivateLink(target: String, destination: LinkDestination) { events.append("activate \(target)") }
}

@MainActor
@Suite struct RepositoryDetailViewControllerTests {
    let presenter = RepositoryDetailPresenterSpy()
    let controller = RepositoryDetailViewController(bindings: .ghbrowse)

    init() {
        controller.presenter = presenter
    }

    private var model: RepositoryDetailViewModel {
        RepositoryDetailViewModel(
            title: "kennethreitz/legit",
            lines: [RepositoryDetailLine(text: "Git for Humans.", role: .description),
                    RepositoryDetailLine(text: "", role: .blank)]
                + (1...20).map { RepositoryDetailLine(label: "Field \($0)", text: "value \($0)", role: .field) },
            labelWidth: 16, status: "o open in browser · Esc back")
    }

    @Test func rendersTitleBodyAndStatus() {
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.display(model)
        controller.didAppear(size: surface.size)
        controller.draw(on: surface)
        #expect(surface.lines == [
            " kennethreitz/legit",
            "",
            " Git for Humans.",
            "",
            " Field 1         value 1",
            " Field 2         value 2",
            " Field 3         value 3",
            "o open in browser · Esc back · ↓ more",
        ])
        #expect(presenter.events == ["load", "resize 40"])
    }

    /// Issue 28: Tab on a page without a link is not silent: the Presenter is told, and says so.
    @Test func tabOnAPageWithoutLinksTellsThePresenter() {
        controller.display(model)
        controller.didAppear(size: TerminalSize(rows: 8, columns: 40))
        #expect(controller.handle(key: .tab))
        #expect(presenter.events.last == "no links")
    }

    @Test func drawingOnlyDraws() {
        controller.display(model)
        controller.draw(on: InMemorySurface(rows: 8, columns: 40))
        #expect(presenter.events.isEmpty, "the stack's lifecycle calls, not drawing, start the Presenter")
        controller.didResize(size: TerminalSize(rows: 8, columns: 60))
        #expect(presenter.events == ["resize 60"])
    }

    @Test func scrollsAndClampsAtTheEnd() {
        let surface = InMemorySurface(rows: 8, columns: 40)
        controller.display(model)
        controller.didAppear(size: surface.size)
        controller.draw(on: surface)
        _ = controller.handle(key: .character("j"))
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[2] == "")
        _ = controller.handle(key: .end)
        _ = controller.handle(key: .pageDown)
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[6] == " Field 20        value 20")
        #expect(surface.lines[7] == "o open in browser · Esc back")
        _ = controller.handle(key: .home)
        surface.clear()
        controller.draw(on: surface)
        #expect(surface.lines[2] == " Git for Humans.")
    }

    @Test func backKeysAreLeftToTheStackAndOOpensTheBrowser() {
        controller.display(model)
        for key in [KeyPress.escape, .character("q"), .left, .backspace] {
            #expect(controller.handle(key: key) == false)
        }
        #expect(controller.handle(key: .character("o")))
        #expect(presenter.events.last == "open")
    }

    @Test func starAsksThePresenterToStarOrUnstar() {
        controller.display(model)
        #expect(controller.handle(key: .character("*")))
        #expect(presenter.events.last == "star")
    }
}
