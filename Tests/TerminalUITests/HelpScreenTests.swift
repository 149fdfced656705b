import XCTest
import TerminalUI

final class HelpScreenTests: XCTestCase {
    func testRendersEveryBinding() {
        onMainActor {
            let surface = InMemorySurface(rows: 21, columns: 80)
            HelpScreen(bindings: .standard).draw(on: surface)
            let expected = [
                " Keys",
                "",
                "  ↑/k                move up",
                "  ↓/j                move down",
                "  PgUp               page up",
                "  PgDn               page down",
                "  Home/g             go to the top",
                "  End/G              go to the bottom",
                "  Enter              open the selected repository",
                "  Esc/q/←/Backspace  go back (quit from the list)",
                "  /                  edit the search query",
                "  s                  next sort: stars, forks, help-wanted, updated (list)",
                "  S                  descending ↔ ascending (list)",
                "  u                  the owner's repositories (detail)",
                "  t                  repositories with a topic (detail)",
                "  L                  this search in its language (detail)",
                "  o                  open in the browser",
                "  ?                  show these keys",
                "  Ctrl-C             quit",
                "",
                "Esc/q/?/Enter close  ↑/↓ scroll",
            ]
            XCTAssertEqual(surface.lines, expected, "\n" + surface.text)
            XCTAssertEqual(surface.styleAt(row: 0, column: 30), .title)
            XCTAssertEqual(surface.styleAt(row: 2, column: 2), .accent)
        }
    }

    func testNarrowTerminalTruncatesAndScrolls() {
        onMainActor {
            let surface = InMemorySurface(rows: 6, columns: 30)
            let help = HelpScreen(bindings: .standard)
            help.draw(on: surface)
            XCTAssertEqual(surface.lines, [
                " Keys",
                "",
                "  ↑/k              move up",
                "  ↓/j              move down",
                "  PgUp             page up",
                "Esc/q/?/Enter close  ↑/↓ scrol",
            ])
            XCTAssertTrue(help.handle(key: .pageDown))
            help.draw(on: surface)
            XCTAssertEqual(surface.lines[2], "  PgDn             page down")
            XCTAssertTrue(help.handle(key: .end))
            surface.clear()
            help.draw(on: surface)
            XCTAssertEqual(surface.lines[4], "  Esc/Tab          leave the…")
            XCTAssertTrue(help.handle(key: .down))  // already at the end: stays
            surface.clear()
            help.draw(on: surface)
            XCTAssertEqual(surface.lines[4], "  Esc/Tab          leave the…")
            XCTAssertTrue(help.handle(key: .home))
            surface.clear()
            help.draw(on: surface)
            XCTAssertEqual(surface.lines[2], "  ↑/k              move up")
        }
    }

    func testClosingKeysAreLeftToTheStack() {
        onMainActor {
            let help = HelpScreen(bindings: .standard)
            for key in [KeyPress.escape, .character("q"), .character("?"), .enter, .left, .backspace] {
                XCTAssertFalse(help.handle(key: key), "\(key)")
            }
            XCTAssertTrue(help.handle(key: .character("/")))
        }
    }
}
