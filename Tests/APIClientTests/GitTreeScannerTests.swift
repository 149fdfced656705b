import APIClient
import Entities
import FixtureServer
import Foundation
import XCTest

/// The one-pass tree scanner reads what `JSONDecoder` reads, and gives up (nil) on anything else.
final class GitTreeScannerTests: XCTestCase {
    private func fixture(_ name: String) throws -> Data {
        let github = try XCTUnwrap(FixtureStore.locateDirectory())
        let directory = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("github-repo")
        return try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
    }

    func testEveryRecordedTreeReadsAsJSONDecoderReadsIt() throws {
        for name in ["tree-recursive-sigmavirus24-github3.py", "tree-enricomi-pygithub", "tree-large-tldr-pages-tldr"] {
            let body = try fixture(name)
            let scanned = try XCTUnwrap(GitTreeScanner.decode(body), name)
            XCTAssertEqual(scanned, try JSONDecoder().decode(GitTree.self, from: body), name)
        }
    }

    func testEscapesNumbersAndUnknownFieldsReadAsJSONDecoderReadsThem() throws {
        let json = #"""
        { "sha" : "abc", "extra": {"a": [1, 2.5e3, true, null, "x\"y"]}, "tree": [
          {"path": "d\u00e9j\u00e0/\ud83d\ude00 \"q\"\\\/\t.txt", "mode": "100644", "type": "blob", "sha": null, "size": 1e30},
          {"path": "sub", "type": "commit", "size": 12.9, "url": "https://x"},
          {"path": "odd", "type": "symlink-of-the-future", "size": -99999999999999999999}
        ], "truncated" : true }
        """#
        let body = Data(json.utf8)
        let scanned = try XCTUnwrap(GitTreeScanner.decode(body))
        XCTAssertEqual(scanned, try JSONDecoder().decode(GitTree.self, from: body))
        XCTAssertEqual(scanned.entries[0].path, "déjà/😀 \"q\"\\/\t.txt")
        XCTAssertEqual(scanned.entries[0].size, Int.max)
        XCTAssertEqual(scanned.entries[1].size, 12)
        XCTAssertEqual(scanned.entries[2].size, Int.min)
        XCTAssertTrue(scanned.truncated)
    }

    func testAnythingUnexpectedLeavesItToJSONDecoder() throws {
        for json in ["", "[]", #"{"tree": [{"mode": "1"}]}"#, #"{"tree": [{"path": 5}]}"#, #"{"tree": [}"#,
                     #"{"sha": "a"} trailing"#, #"{"tree": [{"path": "a\q"}]}"#, #"{"tree": [{"path": "\u12"}]}"#,
                     "{\"tree\": [{\"path\": \"a\nb\"}]}", #"{"truncated": "yes"}"#] {
            XCTAssertNil(GitTreeScanner.decode(Data(json.utf8)), json)
        }
        XCTAssertNil(GitTreeScanner.decode(Data([0x7B, 0x22, 0x73, 0x68, 0x61, 0x22, 0x3A, 0x22, 0xFF, 0x22, 0x7D])),
                     "invalid UTF-8")
        // Through the request, a malformed body is still an error that says where.
        XCTAssertThrowsError(try GitHubAPI.Tree(owner: "o", name: "r", ref: "m", recursive: true)
            .decodeResponse(Data(#"{"tree": [{"mode": "1"}]}"#.utf8), decoder: GitHubDecoding.makeDecoder()))
    }
}
