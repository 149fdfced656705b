import APIClient
@testable import JSONReading
import Entities
import FixtureServer
import Foundation
import TestSupport
import XCTest

/// `lenientDate()` reads a plain ASCII date straight from the document's bytes: it must give
/// what reading the text as a `String` and parsing it gave, leave the cursor where that left it,
/// and read every recorded comment's dates as before.
final class DateFromBytesTests: XCTestCase {
    /// The date (or nil) and the number after it, read the new way and the old way.
    private func bothWays(_ value: String) throws -> (new: Date?, old: Date?, newNext: Int, oldNext: Int) {
        let document = Data(("[" + value + ",7]").utf8)
        return try document.withUnsafeBytes { bytes in
            var new = JSONCursor(bytes), old = JSONCursor(bytes)
            var newDate: Date?, oldDate: Date?, newNext = 0, oldNext = 0
            var index = 0
            try new.readArray { json in
                if index == 0 { newDate = try json.lenientDate() } else { newNext = try json.int() }
                index += 1
            }
            index = 0
            try old.readArray { json in
                if index == 0 { oldDate = try json.lenientString().flatMap(InternetDate.parse) } else { oldNext = try json.int() }
                index += 1
            }
            return (newDate, oldDate, newNext, oldNext)
        }
    }

    func testEveryFormReadsAsItsTextDid() throws {
        let values = [
            #""2014-01-27T17:39:32Z""#, #""2014-01-27T18:39:32+01:00""#, #""2014-01-27T16:09:32-01:30""#,
            #""0001-01-01T00:00:00Z""#, #""1492-10-12T00:00:00Z""#, #""1583-01-01T00:00:00Z""#,
            #""2014-01-27T17:39:32.5Z""#, #""2023-02-29T12:00:00Z""#, #""2024-02-29T12:00:00Z""#,
            #""2024-04-31T12:00:00Z""#, #""2024-13-01T12:00:00Z""#, #""2024-12-01T24:00:00Z""#,
            #""2014-01-27 17:39:32Z""#, #""2014-01-27T17:39:32""#, #""2014-01-27T17:39:32+24:00""#,
            #""2014-01-27T17:39:3xZ""#, #""2014\u002d01-27T17:39:32Z""#, #""2014-01-27T17:39:32Z\n""#,
            #""2014-01-27T17:39:32Zé""#, #""last Tuesday""#, #""""#, "17", "null", "true", "[]", #"{"a":"b"}"#,
        ]
        for value in values {
            let read = try bothWays(value)
            XCTAssertEqual(read.new, read.old, value)
            XCTAssertEqual(read.newNext, 7, value)
            XCTAssertEqual(read.oldNext, 7, value)
        }
        var random = SeededRandom(seed: 0xB17E5)
        for _ in 0..<2_000 {
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(random.next() % 10_000),
                              Int(random.next() % 14), Int(random.next() % 33), Int(random.next() % 25),
                              Int(random.next() % 61), Int(random.next() % 61))
            let read = try bothWays("\"" + text + "\"")
            XCTAssertEqual(read.new, read.old, text)
        }
    }

    func testEveryRecordedCommentsDatesAreItsTextsDates() throws {
        // The recorded conversations, beside the GitHub fixtures.
        var github = try FixtureStore.located().directory
        while github.count > 1 && github.hasSuffix("/") { github.removeLast() }
        let store = FixtureStore(directory: (github.lastIndex(of: "/").map { String(github[..<$0]) } ?? ".")
                                     + "/github-conversation")
        let names = store.names().filter { $0.hasPrefix("issue-comments-") }
        XCTAssertFalse(names.isEmpty)
        var compared = 0
        for name in names {
            let body = Data(try store.fixture(named: name).body)
            let comments = try [IssueComment].read(from: body)
            let texts = try [DateTexts].read(from: body)
            XCTAssertEqual(comments.count, texts.count, name)
            for (comment, text) in zip(comments, texts) {
                XCTAssertEqual(comment.createdAt, text.createdAt.flatMap(InternetDate.parse), name)
                XCTAssertEqual(comment.updatedAt, text.updatedAt.flatMap(InternetDate.parse), name)
                XCTAssertNotNil(comment.createdAt, name)
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 11)
    }
}

/// A comment's two dates as text, read the old way.
private struct DateTexts: JSONReadable {
    var createdAt: String?
    var updatedAt: String?

    init(json: inout JSONCursor) throws {
        var createdAt: String?, updatedAt: String?
        try json.readMembers { json, key in
            switch key {
            case "created_at": createdAt = try json.lenientString()
            case "updated_at": updatedAt = try json.lenientString()
            default: try json.skip()
            }
        }
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}
