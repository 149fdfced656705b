import ArgumentParser
import Configuration
import Entities
import Foundation
@testable import GHBrowseApp
import XCTest

/// Issue 28, the command line's rules: one name for best match, `config`'s exit status, the
/// pager's choice, and help text wrapped by the parser, not by hand.
final class NewcomerCommandLineTests: XCTestCase {
    func testBestMatchHasOneNameOnTheCommandLineAndInConfigToml() throws {
        XCTAssertEqual(SearchSortArgument.allCases.map(\.rawValue), AppConfiguration.sorts)
        let search = try XCTUnwrap(try GHBrowseCommand.parseAsRoot(["search", "x", "--sort", "best-match"]) as? SearchCommand)
        XCTAssertNil(search.sort?.sort, "best match sends no sort")
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["search", "x", "--sort", "best-match", "--order", "asc"]))
        XCTAssertEqual(QuickArguments.parse(["search", "x", "--sort", "best-match"]),
                       .search(SearchCommandRequest(query: "x", limit: 30, sort: nil, order: nil, json: nil), cache: .init()))
        XCTAssertNil(QuickArguments.parse(["search", "x", "--sort", "best-match", "--order", "desc"]))
    }

    func testConfigExitsOneWhenASettingWasRejected() throws {
        let directory = NSTemporaryDirectory() + "ghbrowse-config-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.toml"
        try "theme = \"light\"\nmouse = \"no\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let standardOutput = RecordingSink(), standardError = RecordingSink()
        let output = CommandLineOutput(standardOutput: standardOutput, standardError: standardError, isTerminal: false,
                                       width: 80)
        XCTAssertEqual(ConfigCommand.report(ConfigurationFile.load(path: path, catalog: .ghbrowse), to: output), 1)
        XCTAssertTrue(standardError.text.contains("mouse must be true or false"), standardError.text)
        XCTAssertTrue(standardOutput.text.contains("theme = \"light\""))
        try "theme = \"light\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(ConfigCommand.report(ConfigurationFile.load(path: path, catalog: .ghbrowse), to: output), 0)
        XCTAssertEqual(ConfigCommand.report(ConfigurationFile.load(path: directory + "/none.toml", catalog: .ghbrowse),
                                            to: output), 0)
    }

    func testThePagerIsGHBrowsePagerThenPagerThenLessAndACommandLineGoesThroughTheShell() {
        XCTAssertEqual(PagerCommand.from(environment: [:]), PagerCommand(arguments: ["less", "-FRX"]))
        XCTAssertEqual(PagerCommand.from(environment: ["PAGER": "most"]), PagerCommand(arguments: ["most"]))
        XCTAssertEqual(PagerCommand.from(environment: ["PAGER": "most", "GHBROWSE_PAGER": "/usr/bin/more"]),
                       PagerCommand(arguments: ["/usr/bin/more"]))
        XCTAssertEqual(PagerCommand.from(environment: ["PAGER": "less -R"]), PagerCommand(arguments: ["/bin/sh", "-c", "less -R"]))
        XCTAssertEqual(PagerCommand.from(environment: ["PAGER": "bat | cat"]),
                       PagerCommand(arguments: ["/bin/sh", "-c", "bat | cat"]))
        XCTAssertNil(PagerCommand.from(environment: ["PAGER": "cat"]))
        XCTAssertNil(PagerCommand.from(environment: ["GHBROWSE_PAGER": "", "PAGER": "less"]), "empty: no pager")
        XCTAssertEqual(PagerCommand.environment(["LESS": "R"])["LESS"], "R")
        XCTAssertEqual(PagerCommand.environment([:])["LESS"], "FRX")
        XCTAssertEqual(PagerCommand.environment([:])["LV"], "-c")
    }

    func testScreenLinesCountWrappedLines() {
        XCTAssertEqual(PagerCommand.screenLines(Array("a\nb\n".utf8), width: 80, atMost: 100), 2)
        XCTAssertEqual(PagerCommand.screenLines(Array((String(repeating: "x", count: 81) + "\n").utf8), width: 80,
                                                atMost: 100), 2)
        XCTAssertEqual(PagerCommand.screenLines(Array((String(repeating: "é", count: 80) + "\n").utf8), width: 80,
                                                atMost: 100), 1, "characters, not bytes")
        XCTAssertEqual(PagerCommand.screenLines(Array("no newline".utf8), width: 80, atMost: 100), 1)
    }

    /// Every command's help: paragraphs only (no sentence broken by hand), wrapped by the parser
    /// at the width it is given.
    func testHelpIsWrappedByTheParserNeverByHand() {
        var commands: [ParsableCommand.Type] = [GHBrowseCommand.self]
        var index = 0
        while index < commands.count {
            commands += commands[index].configuration.subcommands
            index += 1
        }
        XCTAssertGreaterThan(commands.count, 10)
        for command in commands {
            let discussion = command.configuration.discussion
            for (offset, line) in discussion.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where !line.isEmpty {
                let last = line.last.map(String.init) ?? ""
                XCTAssertTrue([".", ":", ")"].contains(last),
                              "\(command.configuration.commandName ?? "?"): line \(offset + 1) is broken mid-sentence: \(line)")
            }
            for width in [60, 100] {
                let help = GHBrowseCommand.helpMessage(for: command, columns: width)
                for line in help.split(separator: "\n") where !line.hasPrefix("USAGE:") && !line.contains("  See '") {
                    XCTAssertLessThanOrEqual(line.count, width, "\(command): \(line)")
                }
            }
        }
    }
}
