import XCTest
import TerminalUI

final class KeyBindingsTests: XCTestCase {
    private let keys = KeyBindings.standard

    func testMovementKeys() {
        XCTAssertEqual(keys.request(for: .up), .moveUp)
        XCTAssertEqual(keys.request(for: .character("k")), .moveUp)
        XCTAssertEqual(keys.request(for: .down), .moveDown)
        XCTAssertEqual(keys.request(for: .character("j")), .moveDown)
        XCTAssertEqual(keys.request(for: .pageUp), .pageUp)
        XCTAssertEqual(keys.request(for: .pageDown), .pageDown)
        XCTAssertEqual(keys.request(for: .home), .moveToTop)
        XCTAssertEqual(keys.request(for: .character("g")), .moveToTop)
        XCTAssertEqual(keys.request(for: .end), .moveToBottom)
        XCTAssertEqual(keys.request(for: .character("G")), .moveToBottom)
    }

    func testActionKeys() {
        XCTAssertEqual(keys.request(for: .enter), .open)
        for back in [KeyPress.escape, .character("q"), .left, .backspace] {
            XCTAssertEqual(keys.request(for: back), .back, "\(back)")
        }
        XCTAssertEqual(keys.request(for: .control("c")), .quit)
        XCTAssertEqual(keys.request(for: .character("/")), .focusSearch)
        XCTAssertEqual(keys.request(for: .character("o")), .openInBrowser)
        XCTAssertEqual(keys.request(for: .character("?")), .help)
        XCTAssertNil(keys.request(for: .character("x")))
        XCTAssertNil(keys.request(for: .resize))
    }

    func testEveryRequestHasAHelpLine() {
        let requests = Set(keys.bindings.map(\.request))
        let all: Set<KeyRequest> = [.moveUp, .moveDown, .pageUp, .pageDown, .moveToTop, .moveToBottom,
                                    .open, .back, .quit, .focusSearch, .openInBrowser, .help,
                                    .cycleSort, .flipOrder, .showOwnerRepositories, .chooseTopic,
                                    .showLanguageRepositories]
        XCTAssertEqual(requests, all)
        for binding in keys.bindings {
            XCTAssertFalse(binding.keyLabel.isEmpty)
            XCTAssertFalse(binding.help.isEmpty)
            for key in binding.keys {
                XCTAssertEqual(keys.request(for: key), binding.request)
            }
        }
    }

    func testFirstBindingWinsOnDuplicates() {
        let table = KeyBindings([
            .init(keys: [.character("x")], request: .open, keyLabel: "x", help: "open"),
            .init(keys: [.character("x")], request: .quit, keyLabel: "x", help: "quit"),
        ])
        XCTAssertEqual(table.request(for: .character("x")), .open)
    }
}
