import ArgumentParser
import Foundation
@testable import GHBrowseApp
import TerminalUI
import XCTest

/// docs/ghbrowse.1 is what `scripts/man.sh` writes from the argument parser and the key table:
/// it names every command and option the parser has, and its KEYS section is the key table's.
final class ManualPageTests: XCTestCase {
    private var page: String {
        get throws {
            let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("docs/ghbrowse.1").path
            return try String(contentsOfFile: path, encoding: .utf8)
        }
    }

    func testTheKeysSectionIsTheKeyTables() throws {
        XCTAssertTrue(try page.contains(KeysManual.mdoc(.ghbrowse)),
                      "docs/ghbrowse.1 differs from the key table: run scripts/man.sh")
    }

    func testEveryCommandAndOptionIsInTheManual() throws {
        let page = try page
        XCTAssertFalse(page.contains("keys-manual"), "the hidden command is in the manual")
        for command in GHBrowseCommand.configuration.subcommands where command.configuration.shouldDisplay {
            let name = try XCTUnwrap(command.configuration.commandName)
            XCTAssertTrue(page.contains(".It Em \(name)\n"), "\(name) is not in docs/ghbrowse.1: run scripts/man.sh")
            for option in Self.longOptions(in: command.helpMessage(columns: 200)) {
                XCTAssertTrue(Self.lists(option, in: page), "\(name) --\(option) is not in docs/ghbrowse.1: run scripts/man.sh")
            }
        }
        for option in Self.longOptions(in: GHBrowseCommand.helpMessage(columns: 200)) {
            XCTAssertTrue(Self.lists(option, in: page), "--\(option) is not in docs/ghbrowse.1: run scripts/man.sh")
        }
    }

    /// Whether the page has an entry for `--option` (`.It Fl -json`, or `.It Fl l , -limit`).
    private static func lists(_ option: String, in page: String) -> Bool {
        page.contains("Fl -\(option)") || page.contains(" , -\(option)")
    }

    /// `--limit`, `--json` … as the help lists them.
    private static func longOptions(in help: String) -> Set<String> {
        var names: Set<String> = []
        for word in help.split(whereSeparator: { " ,\n[]<>()=".contains($0) }) where word.hasPrefix("--") {
            let name = word.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }
            if !name.isEmpty { names.insert(String(name)) }
        }
        return names
    }
}
