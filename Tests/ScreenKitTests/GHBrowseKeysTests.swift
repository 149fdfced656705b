import ChooserView
@testable import GHBrowseApp
import RepositoryDetailView
import RepositoryListView
import ScreenKit
import TerminalUI
import XCTest

/// The one key table: what each key does where, as dispatch sees it (the help screen prints the same table).
final class GHBrowseKeysTests: XCTestCase {
    private let keys = KeyBindings.ghbrowse

    func testResultsKeys() {
        XCTAssertEqual(keys.request(for: .up, in: .results), .moveUp)
        XCTAssertEqual(keys.request(for: .character("k"), in: .results), .moveUp)
        XCTAssertEqual(keys.request(for: .character("j"), in: .results), .moveDown)
        XCTAssertEqual(keys.request(for: .pageUp, in: .results), .pageUp)
        XCTAssertEqual(keys.request(for: .pageDown, in: .results), .pageDown)
        XCTAssertEqual(keys.request(for: .character("g"), in: .results), .moveToTop)
        XCTAssertEqual(keys.request(for: .end, in: .results), .moveToBottom)
        XCTAssertEqual(keys.request(for: .enter, in: .results), .open)
        XCTAssertEqual(keys.request(for: .character("/"), in: .results), .focusSearch)
        XCTAssertEqual(keys.request(for: .tab, in: .results), .focusSearch)
        XCTAssertEqual(keys.request(for: .character("q"), in: .results), .quit)
        XCTAssertEqual(keys.request(for: .character("?"), in: .results), .help)
        XCTAssertEqual(keys.request(for: .control("c"), in: .results), .quit)
    }

    func testOnTheListEscLeftAndBackspaceDoNothing() {
        for key in [KeyPress.escape, .left, .backspace, .character("o")] {
            XCTAssertNil(keys.request(for: key, in: .results), "\(key)")
        }
    }

    func testQueryFieldKeys() {
        let expected: [(KeyPress, KeyRequest)] = [
            (.enter, .submit), (.up, .olderEntry), (.down, .newerEntry), (.escape, .leaveField), (.tab, .leaveField),
            (.left, .cursorLeft), (.right, .cursorRight), (.control("a"), .cursorToStart), (.home, .cursorToStart),
            (.control("e"), .cursorToEnd), (.end, .cursorToEnd), (.backspace, .deleteBackward),
            (.delete, .deleteForward), (.control("k"), .deleteToEnd), (.control("u"), .deleteToStart),
            (.control("w"), .deleteWordBackward), (.control("c"), .quit),
        ]
        for (key, request) in expected {
            XCTAssertEqual(keys.request(for: key, in: .queryField), request, "\(key)")
        }
        XCTAssertNil(keys.request(for: .character("x"), in: .queryField), "printable keys are typed, not looked up")
    }

    func testDetailKeys() {
        for key in [KeyPress.escape, .character("q"), .left, .backspace] {
            XCTAssertEqual(keys.request(for: key, in: .detail), .back, "\(key)")
        }
        XCTAssertEqual(keys.request(for: .character("o"), in: .detail), .openInBrowser)
        XCTAssertEqual(keys.request(for: .character("j"), in: .detail), .moveDown)
        XCTAssertEqual(keys.request(for: .enter, in: .detail), .open, "Enter follows the selected README link")
        XCTAssertEqual(keys.request(for: .tab, in: .detail), .nextLink)
        XCTAssertEqual(keys.request(for: .backTab, in: .detail), .previousLink)
    }

    func testEveryBindingDispatchesWhatItsHelpLineSays() {
        for section in keys.sections {
            for binding in section.bindings {
                XCTAssertFalse(binding.keyLabel.isEmpty)
                XCTAssertFalse(binding.help.isEmpty)
                for key in binding.keys {
                    XCTAssertEqual(keys.request(for: key, in: section.context), binding.request,
                                   "\(section.context.title) \(binding.keyLabel): \(key) is listed twice")
                }
            }
        }
    }
}
