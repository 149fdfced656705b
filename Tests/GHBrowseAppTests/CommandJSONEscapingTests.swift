import Entities
import Foundation
@testable import GHBrowseApp
import XCTest

/// `tree`, `log`, `releases` and the conversation's commands print JSON with every invisible or terminal-controlling character
/// escaped, as `search` and `view` do: valid JSON that reads back to GitHub's exact text.
final class CommandJSONEscapingTests: XCTestCase {
    private let hostile = "a\u{9B}31m\u{202E}b\u{7F}c\u{1B}[2J\u{85}d"

    func testTreeEntriesEscapeC1BidiAndDelete() throws {
        let entry = GitTreeEntry(path: hostile, mode: "100644", type: .blob, sha: "abc", size: 3)
        let json = JSONValue.array([RepositoryCommandJSON.entryFields.object(entry, only: nil)]).text
        for raw: Unicode.Scalar in ["\u{9B}", "\u{202E}", "\u{7F}", "\u{1B}", "\u{85}"] {
            XCTAssertFalse(json.unicodeScalars.contains(raw), "raw U+\(String(raw.value, radix: 16)) in \(json)")
        }
        XCTAssertTrue(json.contains("\\u009b31m\\u202eb\\u007fc"), json)
        let back = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(back.first?["path"] as? String, hostile)
    }

    func testCommitMessagesAreEscapedToo() throws {
        let commit = Commit(sha: "0123456", message: hostile)
        let json = JSONValue.array([RepositoryCommandJSON.commitFields.object(commit, only: nil)]).text
        XCTAssertFalse(json.unicodeScalars.contains("\u{9B}"))
        let back = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        XCTAssertEqual(back.first?["message"] as? String, hostile)
    }

    func testIssueBodiesAndCommentsAreEscapedAndReadBack() throws {
        let item = ConversationJSON.IssueItem(issue: Issue(number: 1, title: hostile, state: "open",
                                                           labels: [IssueLabel(name: hostile)], body: hostile),
                                              comments: [IssueComment(id: 2, body: hostile)])
        let json = ConversationJSON.issueFields.object(item, only: nil).text
        XCTAssertFalse(json.unicodeScalars.contains("\u{9B}"))
        XCTAssertFalse(json.unicodeScalars.contains("\u{1B}"))
        let back = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        XCTAssertEqual(back["title"] as? String, hostile)
        XCTAssertEqual((back["comments"] as? [[String: Any]])?.first?["body"] as? String, hostile)
    }
}
