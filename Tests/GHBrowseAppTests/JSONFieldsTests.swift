import ArgumentParser
import Entities
import Foundation
@testable import GHBrowseApp
import XCTest

/// Issue 28's rules for `--json` and `--jq`: one naming rule for every command's fields, a field
/// list after `--json` only where it is one, an unknown field a usage error listing them all, jq's
/// results printed as gh prints them.
final class JSONFieldsTests: XCTestCase {
    private static let commands = ["search", "view", "stars", "repos", "tree", "log", "releases", "issues", "issue", "prs",
                                   "pr", "checks"]

    func testEveryCommandsFieldsAreLowerCamelCaseWithoutUnderscores() {
        for command in Self.commands {
            let names = JSONFieldNames.of(command: command) ?? []
            XCTAssertFalse(names.isEmpty, command)
            for name in names {
                XCTAssertNil(name.firstIndex(of: "_"), "\(command): \(name)")
                XCTAssertTrue(name.first?.isLowercase == true, "\(command): \(name)")
            }
        }
        // gh's names where gh has the command.
        XCTAssertTrue(Set(["fullName", "stargazersCount", "url", "isFork"]).isSubset(of: JSONFieldNames.of(command: "search")!))
        XCTAssertTrue(Set(["tagName", "isDraft", "isPrerelease", "isLatest", "publishedAt"])
            .isSubset(of: JSONFieldNames.of(command: "releases")!))
        XCTAssertEqual(JSONFieldNames.of(command: "stars"), (JSONFieldNames.of(command: "search")! + ["starredAt"]).sorted())
        XCTAssertNil(JSONFieldNames.of(command: "cat"))
    }

    func testTheWordAfterJSONIsAFieldListOnlyWithACommaOrAsAFieldsName() {
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "github", "--json", "fullName,stargazersCount"]),
                       ["search", "github", "--json", "--json-fields", "fullName,stargazersCount"])
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "github", "--json", "fullName"]),
                       ["search", "github", "--json", "--json-fields", "fullName"])
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "--json", "tetris"]), ["search", "--json", "tetris"],
                       "not a field: a search word")
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "x", "--json=url"]), ["search", "x", "--json", "--json-fields", "url"])
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "x", "--json", "--limit", "5"]), ["search", "x", "--json", "--limit", "5"])
        XCTAssertEqual(JSONFieldArguments.normalized(["view", "o/r", "--json", "readme"]),
                       ["view", "o/r", "--json", "--json-fields", "readme"])
        XCTAssertEqual(JSONFieldArguments.normalized(["search", "--", "--json", "a,b"]), ["search", "--", "--json", "a,b"])
        XCTAssertEqual(JSONFieldArguments.normalized(["--theme", "dark", "search", "--json", "url"]),
                       ["--theme", "dark", "search", "--json", "--json-fields", "url"])
        let plain = ["search", "x", "--limit", "5"]
        XCTAssertEqual(JSONFieldArguments.normalized(plain), plain)
    }

    private func parse(_ arguments: [String]) throws -> ParsableCommand {
        try GHBrowseCommand.parseAsRoot(JSONFieldArguments.normalized(arguments))
    }

    func testAFieldListNarrowsTheObjectsAndAnUnknownFieldIsAUsageErrorListingThemAll() throws {
        let search = try XCTUnwrap(try parse(["search", "github", "--json", "fullName,stargazersCount"]) as? SearchCommand)
        XCTAssertEqual(search.query, ["github"], "the field list is not a search word")
        XCTAssertEqual(search.output.json.request, JSONOutputRequest(fields: ["fullName", "stargazersCount"]))
        XCTAssertThrowsError(try parse(["search", "github", "--json", "fullName,nope"])) { error in
            XCTAssertEqual(CommandLineEntry.exitStatus(for: error), 2)
            let message = GHBrowseCommand.message(for: error)
            XCTAssertTrue(message.contains("Unknown JSON field “nope”"), message)
            XCTAssertTrue(message.contains("\n  stargazersCount\n"), message)
        }
        for command in Self.commands {
            let arguments = command == "search" ? ["search", "x"] : ["stars", "repos"].contains(command) ? [command]
                : ["issue", "pr", "checks"].contains(command) ? [command, "o/r", "1"] : [command, "o/r"]
            XCTAssertThrowsError(try parse(arguments + ["--json", "a,b"]), command)
            XCTAssertNoThrow(try parse(arguments + ["--json"]), command)
        }
        let jqOnly = try XCTUnwrap(try parse(["releases", "o/r", "--jq", ".[].tagName"]) as? ReleasesCommand)
        XCTAssertEqual(jqOnly.output.json.request, JSONOutputRequest(jq: ".[].tagName"), "--jq implies --json")
    }

    func testABadJQExpressionIsAUsageErrorInJQsWords() {
        XCTAssertThrowsError(try parse(["search", "x", "--jq", ".["])) { error in
            XCTAssertEqual(CommandLineEntry.exitStatus(for: error), 2)
            XCTAssertTrue(GHBrowseCommand.message(for: error).contains("syntax error"), GHBrowseCommand.message(for: error))
        }
    }

    func testJQResultsPrintAsGHPrintsThem() throws {
        let program = try JQProgram.compile(".[] | .name, .stars, .tags, .missing").get()
        let results = try program.run(#"[{"name": "a\u009b", "stars": 3, "tags": ["x"]}]"#).get()
        XCTAssertEqual(results, [.text("a\u{9B}"), .json("3"), .json(#"["x"]"#), .text("")])
        XCTAssertEqual(try JQProgram.compile("error(\"boom\")").get().run("1"), .failure(JQProgram.Failure(message: "jq: error: boom")))
    }

    /// libjq is opened on the first compile (ghbrowse does not link it); without it, `--jq` is
    /// refused with a sentence naming the package, which printJSON and the check report with status 2.
    func testWithoutLibjqJQIsRefusedWithASentenceNamingThePackage() {
        let missing = JQLibrary.open("libjq-not-installed.so.1")
        guard case .failure(let unavailable) = missing else { return XCTFail("a library that is not there opened") }
        XCTAssertTrue(unavailable.message.hasPrefix("--jq needs libjq (libjq.so.1, from the libjq1 package), "
                                                    + "which could not be loaded: "), unavailable.message)
        guard case .failure(let failure) = JQProgram.compile(".", library: missing) else {
            return XCTFail("compiled without libjq")
        }
        XCTAssertEqual(failure.message, unavailable.message)
        XCTAssertNoThrow(try JQProgram.compile(".", library: JQLibrary.open(JQLibrary.fileName)).get())
        XCTAssertNoThrow(try JQProgram.compile(".").get())
        XCTAssertTrue(JQLibrary.isLoaded)
    }

    @MainActor
    func testJQOutputIsSanitizedOnATerminalAndJSONAlwaysEscapesInvisibles() {
        let value = JSONValue.array([.object(["name": .string("a\u{1B}[2Jb\u{202E}")])])
        for isTerminal in [true, false] {
            let standardOutput = RecordingSink()
            let context = CommandLineContext(
                output: CommandLineOutput(standardOutput: standardOutput, standardError: RecordingSink(),
                                          isTerminal: isTerminal, width: 80),
                clock: FixedClock(now: Date()), hasToken: false)
            XCTAssertEqual(context.printJSON(value, JSONOutputRequest(jq: ".[0].name")), 0)
            if isTerminal {
                XCTAssertFalse(standardOutput.text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
            } else {
                XCTAssertEqual(standardOutput.text, "a\u{1B}[2Jb\u{202E}\n", "piped: GitHub's text as it is")
            }
            let json = RecordingSink()
            let jsonContext = CommandLineContext(
                output: CommandLineOutput(standardOutput: json, standardError: RecordingSink(), isTerminal: isTerminal,
                                          width: 80),
                clock: FixedClock(now: Date()), hasToken: false)
            XCTAssertEqual(jsonContext.printJSON(value, JSONOutputRequest(jq: ".[0]")), 0)
            XCTAssertEqual(json.text, #"{"name":"a\u001b[2Jb\u202e"}"# + "\n")
        }
    }

    func testTheJSONWriterSortsKeysAndWritesEmptyContainersOnOneLine() {
        let value = JSONValue.object(["b": .array([]), "a": .object([:]), "c": .array([.int(1), .null, .bool(true)])])
        XCTAssertEqual(value.text, "{\n  \"a\": {},\n  \"b\": [],\n  \"c\": [\n    1,\n    null,\n    true\n  ]\n}\n")
        XCTAssertEqual(JSONValue.array([]).text, "[]\n")
    }
}
