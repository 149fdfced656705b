import ReadingLayout
import GHBrowseApp
import Markdown
import PresentationKit
@testable import RepositoryDetailView
import RepositoryDetailPresenter
import TerminalUI
import XCTest

/// The detail View drawing a README on the in-memory surface: tables aligned, links styled and
/// selectable, the language bar, and the reader's place kept across resizes and updates.
final class RepositoryDetailReadmeViewTests: XCTestCase, @unchecked Sendable {
    private static let readme = """
        # Title

        Read [the guide](docs/GUIDE.md) or jump to [usage](#usage).

        | Package | Command |
        | ------- | ------: |
        | APK | `apk add fzf` |
        | Conda | `conda install fzf` |

        \(String(repeating: "Filler paragraph with enough words to wrap at narrow widths. ", count: 3))

        ## Usage

        Run it. See [the license](LICENSE).

        \((1...30).map { "Line \($0) of the tail." }.joined(separator: "\n\n"))
        """

    @MainActor
    private final class Scene {
        let presenter = RepositoryDetailPresenterSpy()
        let controller = RepositoryDetailViewController(bindings: .ghbrowse)
        let surface: InMemorySurface
        private var model = RepositoryDetailViewModel()

        init(rows: Int = 24, columns: Int = 60, color: Bool = true, readme: String = RepositoryDetailReadmeViewTests.readme) {
            surface = InMemorySurface(rows: rows, columns: columns)
            surface.showsColor = color
            controller.presenter = presenter
            controller.didAppear(size: surface.size)
            let document = MarkdownParser.parse(bytes: Array(readme.utf8), fileName: "README.md",
                                                htmlURL: "https://github.com/o/r/blob/HEAD/README.md")
            model = RepositoryDetailViewModel(
                title: "o/r",
                lines: [RepositoryDetailLine(text: "A repository.", role: .description),
                        RepositoryDetailLine(label: "Stars", text: "12", role: .field)],
                labelWidth: 16, status: "keys",
                languages: LanguageSummary(bar: [LanguageBarRun(cells: 40, color: 0x00ADD8),
                                                 LanguageBarRun(cells: 18, color: 0x89E051)],
                                           legend: "Go 69.0% · Shell 31.0%"),
                readme: .document(document, fileName: "README.md"))
            controller.display(model)
            redraw()
        }

        /// The model again with a new status line, as the Presenter sends after a link is selected.
        func redisplay(status: String) {
            model.status = status
            controller.display(model)
            redraw()
        }

        func redraw() {
            surface.clear()
            controller.draw(on: surface)
        }

        func press(_ keys: KeyPress...) {
            for key in keys { _ = controller.handle(key: key) }
            redraw()
        }

        func row(containing text: String) -> Int? {
            surface.lines.firstIndex { $0.contains(text) }
        }

        func column(of text: String, onRowWith key: String) -> Int? {
            guard let row = surface.lines.first(where: { $0.contains(key) }), let range = row.range(of: text) else {
                return nil
            }
            return row.distance(from: row.startIndex, to: range.lowerBound)
        }
    }

    private func onUIThread(_ body: @MainActor () throws -> Void) rethrows {
        try MainActor.assumeIsolated(body)
    }

    func testTheReadmeFollowsTheFactsAndTheLanguageBarUnderItsTitle() {
        onUIThread {
            let scene = Scene()
            let lines = scene.surface.lines
            XCTAssertEqual(lines[2], " A repository.")
            guard let legend = scene.row(containing: "Go 69.0% · Shell 31.0%"),
                  let title = scene.row(containing: "── README.md ──") else {
                return XCTFail(scene.surface.text)
            }
            XCTAssertEqual(scene.surface.styleAt(row: legend - 1, column: 1), .swatch(0x00ADD8), "the bar above the legend")
            XCTAssertEqual(scene.surface.styleAt(row: legend - 1, column: 41), .swatch(0x89E051))
            XCTAssertLessThan(legend, title)
            XCTAssertEqual(scene.row(containing: "Title"), title + 2)
        }
    }

    func testWithoutColourThereIsNoBarAndLinksAreInBrackets() {
        onUIThread {
            let scene = Scene(color: false)
            guard let legend = scene.row(containing: "Go 69.0%") else { return XCTFail(scene.surface.text) }
            XCTAssertEqual(scene.surface.lines[legend - 1], "", "no bar without colour")
            XCTAssertNotNil(scene.row(containing: "Read [the guide] or jump to [usage]."), scene.surface.text)
        }
    }

    func testTheTableIsAlignedWithItsColumnsAlignment() {
        onUIThread {
            let scene = Scene(rows: 40)
            let package = scene.column(of: "Package", onRowWith: "Command")
            XCTAssertNotNil(package, scene.surface.text)
            XCTAssertEqual(scene.column(of: "APK", onRowWith: "APK"), package)
            XCTAssertEqual(scene.column(of: "Conda", onRowWith: "Conda"), package)
            // The second column is right-aligned: the cells end where the header ends.
            @MainActor func end(_ text: String, _ key: String) -> Int? { scene.column(of: text, onRowWith: key).map { $0 + text.count } }
            XCTAssertEqual(end("apk add fzf", "APK"), end("conda install fzf", "Conda"))
            XCTAssertEqual(end("Command", "Package"), end("conda install fzf", "Conda"))
        }
    }

    func testLinksAreStyledAndTabSelectsThemInReadingOrder() {
        onUIThread {
            let scene = Scene(rows: 40)
            guard let row = scene.row(containing: "Read the guide"),
                  let guide = scene.column(of: "the guide", onRowWith: "Read the guide") else {
                return XCTFail(scene.surface.text)
            }
            XCTAssertEqual(scene.surface.styleAt(row: row, column: guide), .link)
            XCTAssertEqual(scene.surface.styleAt(row: row, column: 1), .normal)

            scene.press(.tab)
            XCTAssertEqual(scene.surface.styleAt(row: row, column: guide), .selectedLink)
            XCTAssertEqual(scene.presenter.events.last, "select docs/GUIDE.md")
            scene.press(.tab)
            XCTAssertEqual(scene.surface.styleAt(row: row, column: guide), .link)
            XCTAssertEqual(scene.presenter.events.last, "select #usage")
            scene.press(.enter)
            XCTAssertEqual(scene.presenter.events.last, "activate #usage")
            scene.press(.backTab)
            XCTAssertEqual(scene.presenter.events.last, "select docs/GUIDE.md")
            scene.press(.backTab)
            XCTAssertEqual(scene.presenter.events.last, "select LICENSE", "Shift-Tab from the first wraps to the last")
        }
    }

    func testTabReachesEveryLinkEvenTwoInARowToTheSameAddress() {
        onUIThread {
            // fzf's README: an image linking to the shop, then a text link to the same shop.
            let readme = "[first](https://shop.example/fzf) [second](https://shop.example/fzf) [third](https://x.example/)"
            let scene = Scene(rows: 40, readme: readme)
            guard let row = scene.row(containing: "first second third"),
                  let first = scene.column(of: "first", onRowWith: "third"),
                  let second = scene.column(of: "second", onRowWith: "third"),
                  let third = scene.column(of: "third", onRowWith: "third") else {
                return XCTFail(scene.surface.text)
            }
            var selected: [Int] = []
            for _ in 0..<4 {
                scene.press(.tab)
                // The Presenter answers a selection with a new status line, which lays the body out again.
                scene.redisplay(status: "link to \(scene.presenter.events.last ?? "")")
                selected += [first, second, third].filter { scene.surface.styleAt(row: row, column: $0) == .selectedLink }
            }
            XCTAssertEqual(selected, [first, second, third, first], "Tab moves on in reading order and wraps around")
        }
    }

    func testTabScrollsTheSelectedLinkIntoView() {
        onUIThread {
            let scene = Scene(rows: 12)
            XCTAssertNil(scene.row(containing: "the license"), "below the screen at first")
            scene.press(.tab, .tab, .tab)
            XCTAssertEqual(scene.presenter.events.last, "select LICENSE")
            guard let row = scene.row(containing: "the license") else { return XCTFail(scene.surface.text) }
            let column = scene.column(of: "the license", onRowWith: "the license") ?? 0
            XCTAssertEqual(scene.surface.styleAt(row: row, column: column), .selectedLink)
        }
    }

    func testEnterWithoutASelectedLinkDoesNothing() {
        onUIThread {
            let scene = Scene()
            scene.press(.enter)
            XCTAssertFalse(scene.presenter.events.contains { $0.hasPrefix("activate") })
        }
    }

    func testScrollingToAHeadingPutsItAtTheTop() {
        onUIThread {
            let scene = Scene()
            XCTAssertTrue(scene.controller.scrollToHeading(anchor: "usage"))
            scene.redraw()
            XCTAssertEqual(scene.surface.lines[2], " Usage")
            XCTAssertFalse(scene.controller.scrollToHeading(anchor: "nowhere"))
        }
    }

    func testResizingKeepsTheReaderOnTheSameBlock() {
        onUIThread {
            let scene = Scene(rows: 20, columns: 80)
            XCTAssertTrue(scene.controller.scrollToHeading(anchor: "usage"))
            scene.press(.down, .down, .down)  // past the heading, its rule and the blank row
            XCTAssertEqual(scene.surface.lines[2], " Run it. See the license.", scene.surface.text)
            for columns in [40, 25, 120, 80] {
                scene.surface.resize(rows: 20, columns: columns)
                scene.controller.didResize(size: scene.surface.size)
                scene.redraw()
                XCTAssertTrue(scene.surface.lines[2].hasPrefix(" Run it."),
                              "at \(columns) columns the top row is \(scene.surface.lines[2])")
            }
        }
    }

    func testAnUpdateAboveTheReaderDoesNotMoveWhatTheyRead() {
        onUIThread {
            let scene = Scene(rows: 20, columns: 80)
            XCTAssertTrue(scene.controller.scrollToHeading(anchor: "usage"))
            scene.redraw()
            // The description grows by three lines (the full repository answered).
            let document = MarkdownParser.parse(bytes: Array(RepositoryDetailReadmeViewTests.readme.utf8),
                                                fileName: "README.md", htmlURL: nil)
            scene.controller.display(RepositoryDetailViewModel(
                title: "o/r",
                lines: (1...4).map { RepositoryDetailLine(text: "Description line \($0).", role: .description) },
                labelWidth: 16, status: "keys", readme: .document(document, fileName: "README.md")))
            scene.redraw()
            XCTAssertEqual(scene.surface.lines[2], " Usage")
        }
    }

    func testTheReadmeArrivingKeepsTheTopInPlace() {
        onUIThread {
            let scene = Scene()
            scene.controller.display(RepositoryDetailViewModel(title: "o/r", readme: .message("Loading README…", tone: .busy)))
            scene.redraw()
            XCTAssertTrue(scene.surface.text.contains("Loading README…"))
            XCTAssertEqual(scene.surface.styleAt(row: scene.row(containing: "Loading") ?? 0, column: 1), .accent)
        }
    }

    func testHostileTextInTheReadmeNeverReachesTheSurface() {
        onUIThread {
            let hostile = "# Hi\u{1B}[2J\n\nText \u{1B}]8;;http://evil\u{07}link\u{1B}]8;;\u{07} \u{202E}gnp.exe \u{9B}31m red\n"
            let scene = Scene(readme: hostile)
            let text = scene.surface.text
            XCTAssertFalse(text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value)
                || $0 == "\u{202E}" }, text)
            XCTAssertNotNil(scene.row(containing: "Text"))
        }
    }
}
