import TerminalUI
import XCTest

/// The table mechanism: lookups per context, the global section as fallback, first binding wins.
final class KeyBindingsTests: XCTestCase {
    private let everywhere = KeyContext("Everywhere")
    private let list = KeyContext("List")
    private let other = KeyContext("Other")

    private var table: KeyBindings {
        KeyBindings(sections: [
            .init(everywhere, [.init(keys: [.character("?")], request: .help, keyLabel: "?", help: "help")]),
            .init(list, [
                .init(keys: [.character("x")], request: .open, keyLabel: "x", help: "open"),
                .init(keys: [.character("x"), .character("q")], request: .quit, keyLabel: "x/q", help: "quit"),
                .init(keys: [.character("?")], request: .back, keyLabel: "?", help: "back"),
            ]),
        ], global: everywhere)
    }

    func testAKeyMeansWhatItsContextSays() {
        XCTAssertEqual(table.request(for: .character("q"), in: list), .quit)
        XCTAssertNil(table.request(for: .character("q"), in: other))
    }

    func testTheGlobalSectionIsTheFallbackAndAContextCanOverrideIt() {
        XCTAssertEqual(table.request(for: .character("?"), in: other), .help)
        XCTAssertEqual(table.request(for: .character("?"), in: list), .back)
        XCTAssertEqual(table.globalRequest(for: .character("?")), .help)
        XCTAssertNil(table.globalRequest(for: .character("q")))
    }

    func testFirstBindingWinsOnDuplicates() {
        XCTAssertEqual(table.request(for: .character("x"), in: list), .open)
    }

    func testWithoutAGlobalSectionNothingFallsBack() {
        let local = KeyBindings(sections: table.sections)
        XCTAssertNil(local.request(for: .character("?"), in: other))
    }
}
