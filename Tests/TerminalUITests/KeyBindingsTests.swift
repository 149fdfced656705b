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

    func testASectionCanExtendAnotherAddingAndOverridingKeys() {
        let variant = KeyContext("Variant")
        let extended = KeyBindings(sections: table.sections + [
            .init(variant, extending: list, [
                .init(keys: [.escape], request: .back, keyLabel: "Esc", help: "back"),
                .init(keys: [.character("q")], request: .back, keyLabel: "q", help: "back"),
            ]),
        ], global: everywhere)
        XCTAssertEqual(extended.request(for: .escape, in: variant), .back, "its own key")
        XCTAssertEqual(extended.request(for: .character("x"), in: variant), .open, "the base's key")
        XCTAssertEqual(extended.request(for: .character("q"), in: variant), .back, "its own wins over the base's")
        XCTAssertEqual(extended.request(for: .character("?"), in: variant), .back, "the base's wins over the global")
        XCTAssertNil(extended.request(for: .escape, in: list), "the base does not get the variant's keys")
    }

    func testFirstBindingWinsOnDuplicates() {
        XCTAssertEqual(table.request(for: .character("x"), in: list), .open)
    }

    func testWithoutAGlobalSectionNothingFallsBack() {
        let local = KeyBindings(sections: table.sections)
        XCTAssertNil(local.request(for: .character("?"), in: other))
    }
}
