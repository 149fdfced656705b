import Configuration
@testable import GHBrowseApp
import ScreenKit
import TerminalUI
import XCTest

/// config.toml's `[keys]` applied to the key table the screens dispatch through and the help prints.
final class KeyRemapTests: XCTestCase {
    private func table(_ toml: String) -> KeyBindings {
        let (configuration, problems) = ConfigurationFile.parse(toml, path: "config.toml", catalog: .ghbrowse)
        XCTAssertEqual(problems, [])
        return KeyBindings.ghbrowse.remapped(by: configuration.keys)
    }

    func testARemappedRequestAnswersToItsNewKeysOnly() {
        let bindings = table("[keys.results]\nmove-down = [\"ctrl-n\", \"n\"]\n")
        XCTAssertEqual(bindings.request(for: .control("n"), in: .results), .moveDown)
        XCTAssertEqual(bindings.request(for: .character("n"), in: .results), .moveDown)
        XCTAssertNil(bindings.request(for: .character("j"), in: .results), "j no longer moves down in the results")
        XCTAssertEqual(bindings.request(for: .character("j"), in: .detail), .moveDown, "other sections keep theirs")
        XCTAssertEqual(bindings.request(for: .character("k"), in: .results), .moveUp)
    }

    func testTheHelpLineShowsTheNewKeys() {
        let bindings = table("[keys]\nopen-in-browser = [\"w\", \"ctrl-o\"]\n")
        let detail = bindings.sections.first { $0.context == .detail }
        let binding = detail?.bindings.first { $0.request == .openInBrowser }
        XCTAssertEqual(binding?.keyLabel, "w/Ctrl-O")
        XCTAssertEqual(binding?.help, "open in the browser")
        XCTAssertEqual(bindings.request(for: .character("w"), in: .detail), .openInBrowser)
        XCTAssertNil(bindings.request(for: .character("o"), in: .detail))
        XCTAssertEqual(binding?.isRemapped, true, "the command palette shows it as remapped")
        XCTAssertEqual(detail?.bindings.first { $0.request == .refresh }?.isRemapped, false)
    }

    func testAKeylessActionCanBeGivenAKey() {
        let bindings = table("[keys.detail]\ncopy-clone-url = [\"Y\"]\n")
        XCTAssertEqual(bindings.request(for: .character("Y"), in: .detail)?.name, "copy-clone-url")
    }

    func testNoRemapsLeaveTheTableAsItIs() {
        let bindings = KeyBindings.ghbrowse.remapped(by: [:])
        XCTAssertEqual(bindings.sections.map { $0.bindings.map(\.keyLabel) }, KeyBindings.ghbrowse.sections.map { $0.bindings.map(\.keyLabel) })
    }
}
