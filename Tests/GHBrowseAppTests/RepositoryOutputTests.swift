import Entities
import Usecases
import Foundation
@testable import GHBrowseApp
import XCTest

/// The command line's formats: tab-separated lines, the table, JSON and the detail text.
final class RepositoryOutputTests: XCTestCase {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let hostile = "fine\u{1B}[2J\u{1B}]0;title\u{07}\t\u{9B}31mtab\r\nnew\u{202E}line\u{7F}"

    static func repository(_ name: String, description: String?, stars: Int = 3_036) -> Repository {
        Repository(id: 1, name: name, fullName: "owner/\(name)", owner: User(login: "owner", id: 1),
                   description: description, htmlURL: "https://github.com/owner/\(name)",
                   stargazersCount: stars, forksCount: 5, openIssuesCount: 2, language: "Swift",
                   topics: ["tui"], visibility: "public", isArchived: true,
                   updatedAt: Date(timeIntervalSince1970: 1_390_844_372))
    }

    private func hasControlCharacters(_ text: String, allowingNewlinesAndTabs: Bool) -> Bool {
        text.unicodeScalars.contains { scalar in
            if allowingNewlinesAndTabs && (scalar == "\n" || scalar == "\t") { return false }
            return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
    }

    func testTabSeparatedLinesStartWithTheFullNameAndStayOnOneLineEach() {
        let output = RepositoryOutput.tabSeparated([
            Self.repository("legit", description: "Git for Humans"),
            Self.repository("evil", description: Self.hostile),
            Self.repository("none", description: nil),
        ])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines.count == 4 && lines[3].isEmpty)
        XCTAssertEqual(lines[0], "owner/legit\tGit for Humans\t3036\tSwift\tpublic, archived\t2014-01-27T17:39:32Z")
        XCTAssertTrue(lines.allSatisfy { $0.split(separator: "\t", omittingEmptySubsequences: false).count == 6 || $0.isEmpty })
        XCTAssertFalse(hasControlCharacters(output, allowingNewlinesAndTabs: true))
        XCTAssertTrue(lines[1].hasPrefix("owner/evil\tfine"))
        XCTAssertEqual(lines[2], "owner/none\t\t3036\tSwift\tpublic, archived\t2014-01-27T17:39:32Z")
    }

    func testTheTableHasAHeaderAndFitsTheWidth() {
        let output = RepositoryOutput.table(
            [Self.repository("legit", description: String(repeating: "long words ", count: 20)),
             Self.repository("evil", description: Self.hostile)],
            totalCount: 2_723, width: 80, now: Self.now)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[0], "Showing 2 of 2,723 repositories")
        XCTAssertTrue(lines[1].hasPrefix("NAME"))
        XCTAssertTrue(lines[1].contains("DESCRIPTION") && lines[1].contains("STARS") && lines[1].contains("UPDATED"))
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 })
        XCTAssertTrue(lines[2].contains("★ 3.0k") && lines[2].contains("9 years ago"))
        XCTAssertFalse(hasControlCharacters(output, allowingNewlinesAndTabs: true))
        XCTAssertFalse(output.contains("\t"))
    }

    func testNarrowTablesDropTheDescription() {
        let output = RepositoryOutput.table([Self.repository("legit", description: "words")],
                                            totalCount: 1, width: 30, now: Self.now)
        XCTAssertFalse(output.contains("DESCRIPTION"))
    }

    func testJsonUsesTheGitHubCLIFieldNamesAndKeepsHostileTextWholeButEscaped() throws {
        let output = RepositoryOutput.json([Self.repository("evil", description: Self.hostile)])
        XCTAssertFalse(hasControlCharacters(output, allowingNewlinesAndTabs: true))
        let parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let object = try XCTUnwrap(parsed.first)
        XCTAssertEqual(object["fullName"] as? String, "owner/evil")
        XCTAssertEqual(object["description"] as? String, Self.hostile, "JSON loses nothing")
        XCTAssertEqual(object["stargazersCount"] as? Int, 3_036)
        XCTAssertEqual(object["forksCount"] as? Int, 5)
        XCTAssertEqual(object["language"] as? String, "Swift")
        XCTAssertEqual(object["url"] as? String, "https://github.com/owner/evil")
        XCTAssertEqual(object["updatedAt"] as? String, "2014-01-27T17:39:32Z")
        XCTAssertEqual(object["isArchived"] as? Bool, true)
        XCTAssertEqual(object["isFork"] as? Bool, false)
        XCTAssertEqual(object["visibility"] as? String, "public")
    }

    func testEmptyResultsAreAnEmptyJSONArray() throws {
        let output = RepositoryOutput.json([])
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [Any]
        XCTAssertEqual(parsed?.isEmpty, true)
        XCTAssertEqual(RepositoryOutput.tabSeparated([]), "")
    }

    func testDetailTextShowsTheFactsAndNoControlCharacters() {
        let output = RepositoryOutput.detailText(Self.repository("evil", description: Self.hostile), width: 80, now: Self.now)
        XCTAssertTrue(output.hasPrefix("owner/evil\n"))
        XCTAssertTrue(output.contains("Stars           3,036 (3k)"))
        XCTAssertTrue(output.contains("Flags           archived"))
        XCTAssertFalse(hasControlCharacters(output, allowingNewlinesAndTabs: true))
    }
}
