@testable import RepositoryDetailView
import ReadingLayout
import GHBrowseApp
import RepositoryDetailPresenter
import ScreenKit
import TerminalUI
import XCTest

/// The detail View's `u`, `t`, `L`, and the mouse wheel.
/// (Not a `@MainActor` class: swift-corelibs-xctest cannot run main-actor-isolated test methods.)
final class RepositoryDetailViewKeysTests: XCTestCase {
    @MainActor
    private static func makeController() -> (RepositoryDetailViewController, RepositoryDetailPresenterSpy) {
        let presenter = RepositoryDetailPresenterSpy()
        let controller = RepositoryDetailViewController(bindings: .ghbrowse)
        controller.presenter = presenter
        controller.display(RepositoryDetailViewModel(
            title: "kennethreitz/legit",
            lines: (1...40).map { RepositoryDetailLine(label: "Field \($0)", text: "value \($0)", role: .field) },
            labelWidth: 16, status: "keys"))
        controller.draw(on: InMemorySurface(rows: 12, columns: 60))
        return (controller, presenter)
    }

    func testTheHintsNameTheKeysIntoTheRepositoryFirst() {
        let hints = KeyBindings.ghbrowse.hints(in: .detail)
        XCTAssertEqual(Array(hints.prefix(6)), ["f files", "c commits", "R releases", "b ref", "Tab link", "Enter follow"])
        let helpOrder = KeyBindings.ghbrowse.sections.first { $0.context == .detail }?.bindings.map(\.keyLabel) ?? []
        XCTAssertLessThan(helpOrder.firstIndex(of: "Tab") ?? 99, helpOrder.firstIndex(of: "f") ?? 0,
                          "the help keeps the table's order")
    }

    func testUTLAndFGoToThePresenter() {
        MainActor.assumeIsolated {
            let (controller, presenter) = Self.makeController()
            for key in ["u", "t", "L", "f"] { XCTAssertTrue(controller.handle(key: .character(Character(key)))) }
            XCTAssertEqual(presenter.events.suffix(4), ["owner", "topics", "language", "files"])
        }
    }

    func testTheWheelScrollsThreeLines() {
        MainActor.assumeIsolated {
            let (controller, _) = Self.makeController()
            let surface = InMemorySurface(rows: 12, columns: 60)
            XCTAssertTrue(controller.handle(key: .mouse(MouseEvent(.wheelDown, row: 5, column: 5))))
            controller.draw(on: surface)
            XCTAssertTrue(surface.lines[2].contains("value 4"), surface.text)
            _ = controller.handle(key: .mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
            controller.draw(on: surface)
            XCTAssertTrue(surface.lines[2].contains("value 1"), surface.text)
        }
    }
}
