import GHBrowseApp
import Entities
import Usecases
@testable import RepositoryListView
import PresentationKit
import RepositoryListPresenter
import ScreenKit
import TerminalUI
import XCTest

/// The list View with the mouse, sort keys and a pushed list's back keys and breadcrumb.
/// (Not a `@MainActor` class: swift-corelibs-xctest cannot run main-actor-isolated test methods.)
final class RepositoryListViewMouseTests: XCTestCase {
    @MainActor
    private static func makeController(rows: Int = 30, focus: RepositoryListViewModel.Focus = .results,
                                breadcrumb: String? = nil) -> (RepositoryListViewController, RepositoryListPresenterSpy, InMemorySurface) {
        let presenter = RepositoryListPresenterSpy()
        let controller = RepositoryListViewController(bindings: .ghbrowse)
        controller.presenter = presenter
        controller.replaceQuery(with: "tetris")
        controller.display(RepositoryListViewModel(
            focus: focus, header: [RepositoryRowCell("REPOSITORY", role: .name)],
            rows: (0..<rows).map { RepositoryListRowViewModel(id: "owner/repo\($0)", cells: [RepositoryRowCell("owner/repo\($0)", role: .name)]) },
            status: "\(rows) repositories", breadcrumb: breadcrumb, canGoBack: breadcrumb != nil))
        let surface = InMemorySurface(rows: 10, columns: 60)
        controller.draw(on: surface)
        return (controller, presenter, surface)
    }

    private static func mouse(_ kind: MouseEvent.Kind, row: Int, column: Int = 9) -> KeyPress {
        .mouse(MouseEvent(kind, row: row, column: column))
    }

    func testTheWheelScrollsThreeRowsANotch() {
        MainActor.assumeIsolated {
            let (controller, presenter, surface) = Self.makeController()
            XCTAssertTrue(controller.handle(key: Self.mouse(.wheelDown, row: 4)))
            controller.draw(on: surface)
            XCTAssertEqual(surface.lines[2], "owner/repo3", "the view moved down three rows")
            XCTAssertEqual(presenter.events.last, "move 3", "the selection stays on screen, and paging can start")
            _ = controller.handle(key: Self.mouse(.wheelUp, row: 4))
            controller.draw(on: surface)
            XCTAssertEqual(surface.lines[2], "owner/repo0")
        }
    }

    func testAClickSelectsARowAndEnterThenOpensIt() {
        MainActor.assumeIsolated {
            let (controller, presenter, surface) = Self.makeController()
            _ = controller.handle(key: Self.mouse(.press, row: 4))
            XCTAssertEqual(presenter.events.last, "move 2")
            controller.draw(on: surface)
            XCTAssertEqual(surface.styleAt(row: 4, column: 0), .selected)
            _ = controller.handle(key: .enter)
            XCTAssertEqual(presenter.events.last, "select 2")
        }
    }

    func testADoubleClickOpensTheRow() {
        MainActor.assumeIsolated {
            let (controller, presenter, _) = Self.makeController()
            _ = controller.handle(key: Self.mouse(.press, row: 5))
            _ = controller.handle(key: Self.mouse(.release, row: 5))
            _ = controller.handle(key: Self.mouse(.doubleClick, row: 5))
            XCTAssertEqual(presenter.events.suffix(2), ["move 3", "select 3"])
        }
    }

    func testClicksOutsideTheRowsSelectNothingAndTheQueryRowEditsTheQuery() {
        MainActor.assumeIsolated {
            let (controller, presenter, _) = Self.makeController(rows: 2)
            let before = presenter.events
            _ = controller.handle(key: Self.mouse(.doubleClick, row: 7))
            XCTAssertEqual(presenter.events, before, "below the last row")
            _ = controller.handle(key: Self.mouse(.press, row: 0))
            XCTAssertEqual(presenter.events.last, "focus")
        }
    }

    func testAClickInTheResultsWhileTypingLeavesTheField() {
        MainActor.assumeIsolated {
            let (controller, presenter, _) = Self.makeController(focus: .query)
            _ = controller.handle(key: Self.mouse(.press, row: 3))
            XCTAssertEqual(presenter.events.suffix(2), ["cancel", "move 1"])
        }
    }

    func testSortKeys() {
        MainActor.assumeIsolated {
            let (controller, presenter, _) = Self.makeController()
            _ = controller.handle(key: .character("s"))
            _ = controller.handle(key: .character("S"))
            XCTAssertEqual(presenter.events.suffix(2), ["sort", "flip"])
        }
    }

    func testAPushedListShowsItsBreadcrumbAndLetsEscGoBack() {
        MainActor.assumeIsolated {
            let (controller, presenter, surface) = Self.makeController(breadcrumb: "github › a/b › user:a")
            XCTAssertEqual(surface.lines[0], "github › a/b › user:a")
            XCTAssertEqual(surface.lines[1], "Search: tetris")
            XCTAssertEqual(surface.lines[3], "owner/repo0")
            for key: KeyPress in [.escape, .left, .backspace] {
                XCTAssertFalse(controller.handle(key: key), "\(key) is left to the stack, which goes back")
            }
            _ = controller.handle(key: Self.mouse(.press, row: 4))
            XCTAssertEqual(presenter.events.last, "move 1", "clicks count from below the breadcrumb")
        }
    }
}
