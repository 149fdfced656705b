import ArgumentParser
import Configuration
import Foundation
@testable import GHBrowseApp
import XCTest

/// The command reference (docs/commands.md) and README.md's settings, held against the program
/// as the key tables are (ScreenKitTests' ReadmeKeyTableTests): every command's options as
/// `--help` lists them, and `config.toml`'s settings and their values as `ghbrowse config` prints them.
final class ReadmeCommandReferenceTests: XCTestCase {
    private func readme(_ name: String = "README.md") throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The code spans of the README.
    private func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private func longOptions(in text: Substring) -> Set<String> {
        var options = Set<String>()
        for match in text.matches(of: /--[a-z][a-z-]*/) { options.insert(String(match.output)) }
        return options
    }

    /// Every subcommand under its command line (`auth status`), with its type.
    private func commands() -> [(words: String, type: ParsableCommand.Type)] {
        var result: [(String, ParsableCommand.Type)] = []
        func visit(_ type: ParsableCommand.Type, prefix: String) {
            for sub in type.configuration.subcommands where sub.configuration.shouldDisplay {
                let words = prefix + (sub.configuration.commandName ?? "")
                if sub.configuration.subcommands.isEmpty { result.append((words, sub)) } else { visit(sub, prefix: words + " ") }
            }
        }
        visit(GHBrowseCommand.self, prefix: "")
        return result
    }

    func testEveryCommandsOptionsInTheReadmeAreThoseItsHelpLists() throws {
        let spans = codeSpans(try readme("docs/commands.md"))
        for (words, type) in commands() {
            let synopses = spans.filter { $0.hasPrefix(words + " ") && ($0.contains("[") || $0.contains("OWNER/REPO")) }
            XCTAssertFalse(synopses.isEmpty, "docs/commands.md has no synopsis for `\(words)`")
            let documented = synopses.reduce(into: Set<String>()) { $0.formUnion(longOptions(in: Substring($1))) }
            var listed = Set<String>()
            for line in GHBrowseCommand.helpMessage(for: type, columns: 200).split(separator: "\n")
                where line.hasPrefix("  -") {
                // The option's own column ("-l, --limit <limit>"), not its help.
                listed.formUnion(longOptions(in: Substring(line.dropFirst(2).components(separatedBy: "  ").first ?? "")))
            }
            listed.subtract(["--help", "--version"])
            XCTAssertEqual(documented, listed, "`\(words)`: docs/commands.md \(documented.sorted()) against --help \(listed.sorted())")
        }
    }

    /// The settings' lines of a TOML text: key → the value words of its comment (before any `:`
    /// or parenthesis), for the keys before the first table.
    private func settings(_ toml: Substring) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for line in toml.split(separator: "\n") {
            if line.hasPrefix("[") { break }
            guard let equals = line.firstIndex(of: "="), let first = line.first, first.isLetter else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            var words: [String] = []
            if let hash = line.firstIndex(of: "#") {
                let comment = line[line.index(after: hash)...].prefix { $0 != ":" && $0 != "(" }
                words = comment.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).filter { $0 != "or" }
            }
            result[key] = words
        }
        return result
    }

    func testTheReadmesSettingsAreTheOnesConfigPrintsWithTheSameValues() throws {
        let text = try readme()
        let section = try XCTUnwrap(text.range(of: "### Your configuration"))
        let block = try XCTUnwrap(text[section.upperBound...].range(of: "```toml\n"))
        let end = try XCTUnwrap(text[block.upperBound...].range(of: "```"))
        let documented = settings(text[block.upperBound..<end.lowerBound])
        let printed = settings(Substring(ConfigCommand.text(ConfigurationFile.load(path: "/nonexistent/config.toml",
                                                                                   catalog: .ghbrowse))))
        XCTAssertEqual(Set(documented.keys), Set(printed.keys))
        for (key, values) in printed where !values.isEmpty {
            XCTAssertEqual(documented[key], values, "the values of \(key)")
        }
        XCTAssertEqual(printed["sort"], AppConfiguration.sorts)
        XCTAssertFalse(text.contains("not yet used by the list"), "sort and order are used")
    }
}
