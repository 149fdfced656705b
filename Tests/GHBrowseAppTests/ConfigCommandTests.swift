import Configuration
import Foundation
@testable import GHBrowseApp
import TerminalUI
import XCTest

/// `ghbrowse config`: the path and the settings in force as TOML that reads back.
final class ConfigCommandTests: XCTestCase {
    func testTheDefaultsPrintAsValidTOMLThatReadsBackWithoutProblems() throws {
        let loaded = ConfigurationFile.load(path: "/nonexistent/ghbrowse/config.toml", catalog: .ghbrowse)
        let text = ConfigCommand.text(loaded)
        XCTAssertTrue(text.hasPrefix("# /nonexistent/ghbrowse/config.toml (not found: these are the defaults)\n"))
        let table = try TOMLParser.parse(text).get()
        XCTAssertEqual(table["theme"]?.string, "auto")
        XCTAssertEqual(table["mouse"]?.boolean, true)
        XCTAssertEqual(table["keys"]?.table?["results"]?.table?["move-down"]?.array?.compactMap(\.string), ["down", "j"])
        let (parsed, problems) = ConfigurationFile.parse(text, path: "printed", catalog: .ghbrowse)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(parsed.theme, .auto)
    }

    func testTheKeyTableBecomesACatalogInKebabCase() {
        let catalog = KeyCatalog.ghbrowse
        let names = catalog.sections.map(\.name)
        // Every screen's sections, in the table's order (screens add theirs before the help's).
        XCTAssertEqual(Array(names.prefix(6)), ["everywhere", "results", "opened-results", "query-field", "detail", "chooser"])
        XCTAssertEqual(Array(names.suffix(2)), ["help", "help-find"])
        XCTAssertTrue(names.contains("your-stars-and-repositories"), "\(names)")
        XCTAssertEqual(Set(names).count, names.count, "each section's name once")
        XCTAssertEqual(catalog.section(named: "detail")?.defaultKeys(of: "open-in-browser"), [.character("o")])
        XCTAssertEqual(catalog.section(named: "query-field")?.defaultKeys(of: "delete-word-backward"), [.control("w")])
    }
}
