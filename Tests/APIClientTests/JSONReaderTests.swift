import APIClient
@testable import JSONReading
import Entities
import FixtureServer
import Foundation
import TestSupport
import XCTest

/// The one JSON reader (`JSONCursor` and each entity's `JSONReadable`): every recording reads to
/// what it holds, and anything malformed or hostile is a `JSONError` that says where, never a trap.
final class JSONReaderTests: XCTestCase {
    private var store: FixtureStore!

    override func setUpWithError() throws {
        store = try FixtureStore.located()
    }

    private func body(_ name: String) throws -> Data {
        Data(try store.fixture(named: name).body)
    }

    private func repoFixture(_ name: String) throws -> Data {
        let github = try XCTUnwrap(FixtureStore.locateDirectory())
        let directory = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent("github-repo")
        return try Data(contentsOf: directory.appendingPathComponent("\(name).json"))
    }

    private static let item = #"{"id":1,"name":"n","full_name":"o/n","owner":{"login":"o","id":2},"fork":false,"#
        + #""html_url":"h","stargazers_count":1,"forks_count":0,"open_issues_count":0"#

    // MARK: The recordings

    func testTheRecordedPagesRead() throws {
        let page = try SearchPage.read(from: body("search-repositories-page1"))
        XCTAssertEqual(page.totalCount, 2723)
        XCTAssertNil(page.incompleteResults)
        XCTAssertEqual(page.items.count, 30)
        let first = try XCTUnwrap(page.items.first)
        XCTAssertEqual(first.fullName, "kennethreitz/legit")
        XCTAssertEqual(first.id, 1_951_148)
        XCTAssertEqual(first.stargazersCount, 3036)
        XCTAssertEqual(first.owner.login, "kennethreitz")
        XCTAssertNil(first.license)
        XCTAssertNil(first.topics)
        XCTAssertEqual(first.createdAt, InternetDate.parse("2011-06-25T05:58:18Z"))
        XCTAssertNotNil(first.createdAt)
        let second = try SearchPage.read(from: body("search-repositories-page2"))
        XCTAssertEqual(second.items.count, 30)
        XCTAssertEqual(second.items.last?.fullName, "robertkrimen/gist-it")
        XCTAssertEqual(try SearchPage.read(from: body("search-repositories-empty")).items, [])
    }

    func testTheRecordedRepositoryReads() throws {
        let repository = try Repository.read(from: body("repository-hello-world"))
        XCTAssertEqual(repository.fullName, "octokit-fixture-org/hello-world")
        XCTAssertEqual(repository.id, 1000)
        XCTAssertEqual(repository.subscribersCount, 42)
        XCTAssertEqual(repository.topics, ["fixtures", "hello", "hello-world"])
        XCTAssertEqual(repository.pushedAt, Date(timeIntervalSince1970: 1_507_651_200))
    }

    func testTheStandInsGeneratedAndHostilePagesRead() throws {
        let standIn = try GitHubStandIn(store: store)
        for target in ["/search/repositories?q=tetris&per_page=100&page=3", "/search/repositories?q=trigger-hostile",
                       "/search/repositories?q=readme-fixtures", "/search/repositories?q=trigger-hostile-readme"] {
            let response = standIn.respond(to: ReceivedRequest(method: "GET", target: target, headers: []))
            let page = try SearchPage.read(from: Data(response.body))
            XCTAssertFalse(page.items.isEmpty, target)
        }
    }

    func testEveryRecordedEnvelopeReads() throws {
        let standIn = try GitHubStandIn(store: store)
        for fullName in ["junegunn/fzf", "BurntSushi/ripgrep", "sindresorhus/awesome", "fatedier/frp",
                         "kennethreitz/legit", "hostile/readme", "bench/large-readme"] {
            let response = standIn.respond(to: ReceivedRequest(method: "GET", target: "/repos/\(fullName)/readme",
                                                               headers: []))
            let readme = try Readme.read(from: Data(response.body))
            XCTAssertFalse(readme.content.isEmpty, fullName)
            XCTAssertFalse(readme.content.contains("\\"), fullName)
        }
        let awesome = try Readme.read(from: Data(contentsOf: URL(fileURLWithPath: try XCTUnwrap(FixtureStore.locateDirectory()))
            .deletingLastPathComponent().appendingPathComponent("readme/readme-sindresorhus-awesome.json")))
        XCTAssertEqual(awesome.path, "readme.md")
        XCTAssertEqual(awesome.size, 79614)
        XCTAssertEqual(awesome.content.utf8.count, 107_922)
        XCTAssertEqual(jsonFailure(Readme.self, #"{"name":"README.md","content":"x"}"#), "path: required key is missing")
    }

    func testEveryRecordedTreeReads() throws {
        for (name, count) in [("tree-recursive-sigmavirus24-github3.py", 275), ("tree-enricomi-pygithub", 23),
                              ("tree-large-tldr-pages-tldr", 30_077)] {
            let tree = try GitTree.read(from: repoFixture(name))
            XCTAssertEqual(tree.entries.count, count, name)
            XCTAssertFalse(tree.truncated, name)
        }
        let first = try GitTree.read(from: repoFixture("tree-recursive-sigmavirus24-github3.py")).entries[0]
        XCTAssertEqual(first, GitTreeEntry(path: ".gitignore", mode: "100644", type: .blob,
                                           sha: "b869b6c7021cfd98e2ca2357dbeaa4b619bdf280", size: 124))
    }

    // MARK: What GitHub may send

    func testEscapesAndUnicode() throws {
        let text = #"a\"b\\c\/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00 \u001b[31m ✓"#
        var json = #"{"total_count":1,"incomplete_results":null,"items":[{"id":1,"name":"n","full_name":"o/n","#
        json += #""owner":{"login":"o","id":2},"fork":false,"html_url":"h","stargazers_count":-3,"#
        json += #""forks_count":0,"open_issues_count":0,"description":""# + text + #"","topics":[],"#
        json += #""license":null,"created_at":"1999-12-31T23:59:59Z","extra":{"a":[1,2.5e3,"]}"]}}]}"#
        let page = try SearchPage.read(from: Data(json.utf8))
        XCTAssertEqual(page.items.first?.description, "a\"b\\c/d\u{8}\u{C}\n\r\té中😀 \u{1B}[31m ✓")
        XCTAssertEqual(page.items.first?.stargazersCount, -3)
        XCTAssertEqual(page.items.first?.topics, [])
        XCTAssertEqual(page.items.first?.createdAt, Date(timeIntervalSince1970: 946_684_799))
        // A lone surrogate stands as U+FFFD.
        let lone = try Repository.read(from: Data((Self.item + #","description":"a\ud800b"}"#).utf8))
        XCTAssertEqual(lone.description, "a\u{FFFD}b")
    }

    func testSkippedStringsEndAtTheirOwnQuoteWhateverTheBackslashesBeforeIt() throws {
        let skipped = [#""\\""#, #""\\\\""#, #""a\\\"b""#, #""\\\\\\\"}]\\\\""#, #""\"\"""#, #"{"k":"\\"}"#,
                       #"["]\\\\",{"x":"\\\"["}]"#]
        for value in skipped {
            var json = #"{"total_count":1,"skip_me":"# + value + #","incomplete_results":false,"items":[{"id":1,"#
            json += #""skip_too":"# + value + #","name":"n","full_name":"o/n","owner":{"login":"o","id":2,"x":"# + value
            json += #"},"fork":false,"html_url":"h","stargazers_count":3,"forks_count":0,"open_issues_count":0}]}"#
            let page = try SearchPage.read(from: Data(json.utf8))
            XCTAssertEqual(page.items.first?.fullName, "o/n", value)
            XCTAssertEqual(page.incompleteResults, false, value)
        }
    }

    func testDatesGitHubsWayWithAnOffsetAndOtherwiseNone() throws {
        func pushed(_ value: String) throws -> Date? {
            try Repository.read(from: Data((Self.item + #","pushed_at":"# + value + "}").utf8)).pushedAt
        }
        XCTAssertEqual(try pushed(#""2014-01-27T17:39:32Z""#), Date(timeIntervalSince1970: 1_390_844_372))
        XCTAssertEqual(try pushed(#""2014-01-27T18:39:32+01:00""#), Date(timeIntervalSince1970: 1_390_844_372))
        XCTAssertEqual(try pushed(#""2014-01-27T16:09:32-01:30""#), Date(timeIntervalSince1970: 1_390_844_372))
        // Before 1583, as Foundation's ISO 8601 reading has it (the year-1 date of the stand-in's huge numbers).
        XCTAssertEqual(try pushed(#""0001-01-01T00:00:00Z""#), try? Date.ISO8601FormatStyle().parse("0001-01-01T00:00:00Z"))
        XCTAssertNotNil(try pushed(#""1492-10-12T00:00:00Z""#))
        // Other forms are as Foundation's ISO 8601 reading has them.
        for text in ["2014-01-27T17:39:32.5Z", "2023-02-29T12:00:00Z"] {
            XCTAssertEqual(try pushed("\"\(text)\""), try? Date.ISO8601FormatStyle().parse(text), text)
        }
        for other in [#""last Tuesday""#, "17", "null", #""""#, "[]"] {
            XCTAssertNil(try pushed(other), other)
        }
    }

    /// Property: dates GitHub's way, at random over 1583…9999, read as the ISO 8601 strategy reads them.
    func testRandomDatesReadAsTheISO8601Strategy() throws {
        // Foundation's decoder as the reference only: the client reads no JSON with it.
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        var random = SeededRandom(seed: 0xDA7E)
        for _ in 0..<2_000 {
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", 1583 + Int(random.next() % 8417),
                              1 + Int(random.next() % 12), 1 + Int(random.next() % 28), Int(random.next() % 24),
                              Int(random.next() % 60), Int(random.next() % 60))
            let expected = try decoder.decode(Date.self, from: Data("\"\(text)\"".utf8))
            XCTAssertEqual(InternetDate.parse(text), expected, text)
        }
    }

    func testATreesOddEntriesReadLeniently() throws {
        let json = #"""
        { "sha" : "abc", "extra": {"a": [1, 2.5e3, true, null, "x\"y"]}, "tree": [
          {"path": "d\u00e9j\u00e0/\ud83d\ude00 \"q\"\\\/\t.txt", "mode": "100644", "type": "blob", "sha": null, "size": 1e30},
          {"path": "sub", "type": "commit", "size": 12.9, "url": "https://x", "mode": 7},
          {"path": "odd", "type": "symlink-of-the-future", "size": -99999999999999999999, "sha": {"x": 1}}
        ], "truncated" : true }
        """#
        let tree = try GitTree.read(from: Data(json.utf8))
        XCTAssertEqual(tree.sha, "abc")
        XCTAssertEqual(tree.entries[0].path, "déjà/😀 \"q\"\\/\t.txt")
        XCTAssertEqual(tree.entries[0].size, Int.max)
        XCTAssertNil(tree.entries[0].sha)
        XCTAssertEqual(tree.entries[1].size, 12)
        XCTAssertEqual(tree.entries[1].type, .commit)
        XCTAssertNil(tree.entries[1].mode)
        XCTAssertEqual(tree.entries[2].size, Int.min)
        XCTAssertEqual(tree.entries[2].type, .blob)
        XCTAssertNil(tree.entries[2].sha)
        XCTAssertTrue(tree.truncated)
        XCTAssertFalse(try GitTree.read(from: Data(#"{"truncated": "yes", "tree": null}"#.utf8)).truncated)
    }

    func testATreesPathsAndSHAsReadAsTheyCameWhateverTheirForm() throws {
        let hex = "0123456789abcdef0123456789abcdef01234567"
        let shas = [hex, hex.uppercased(), String(hex.dropLast()), hex + "8", "", "z" + hex.dropFirst(), "é" + hex.dropFirst(2)]
        var json = #"{"tree":["#
        for (number, sha) in shas.enumerated() {
            json += #"{"path":"p\#(number)/\#(sha)","mode":"100644","type":"blob","sha":"\#(sha)","size":\#(number)},"#
        }
        json += #"{"path":"\u0061/b","sha":"\u0030123456789abcdef0123456789abcdef01234567"},"#
        json += #"{"path":"ünï/cödé","sha":"ffffffffffffffffffffffffffffffffffffffff","mode":"100600"}]}"#
        let entries = try GitTree.read(from: Data(json.utf8)).entries
        XCTAssertEqual(entries.map(\.sha), shas + [hex, String(repeating: "f", count: 40)])
        XCTAssertEqual(entries.map(\.path), shas.enumerated().map { "p\($0.offset)/\($0.element)" } + ["a/b", "ünï/cödé"])
        XCTAssertEqual(entries.map(\.size), shas.indices.map { $0 } + [nil, nil])
        XCTAssertEqual(entries.last?.mode, "100600")
        XCTAssertEqual(entries.indices.map { entries.path(at: $0) }, entries.map(\.path))
    }

    func testEscapedWordsAndPlainEscapedTextReadAsTheirUnescapedText() throws {
        // A tree entry's type and mode, read as known words, read the same with escapes.
        let json = #"{"tree":[{"path":"a","mode":"100\u0036\u00344","type":"tr\u0065e"},{"path":"b","mode":"100644","#
            + #""type":"blob"},{"path":"c","mode":"644","type":"Tree"},{"path":"d","mode":"160000","type":"commit"}]}"#
        let entries = try GitTree.read(from: Data(json.utf8)).entries
        XCTAssertEqual(entries.map(\.mode), ["100644", "100644", "644", "160000"])
        XCTAssertEqual(entries.map(\.type), [.tree, .blob, .blob, .commit])
        // Printable ASCII with escapes is unescaped straight into the string; what fails there fails.
        let escaped = #","description":"a\nb\u00e9\ud83d\ude00\ud800x\"\\\/\t""#
        XCTAssertEqual(try Repository.read(from: Data((Self.item + escaped + "}").utf8)).description,
                       "a\nb\u{E9}\u{1F600}\u{FFFD}x\"\\/\t")
        for bad in [#"a\x"#, #"a\u12G4"#, #"\u12"#, #"a\u"#] {
            XCTAssertThrowsError(try Repository.read(from: Data((Self.item + #","description":""# + bad + #""}"#).utf8)), bad)
        }
    }

    // MARK: Malformed and hostile

    func testMalformedJSONIsAnErrorThatSaysWhere() {
        let item = Self.item
        let cases: [(String, String)] = [
            (#"{"total_count":1,"items":[\#(item)}]"#, "the top level: expected a member name in quotes"),
            (#"{"total_count":1.0,"items":[]}"#, "total_count: expected a whole number that fits in 64 bits, found a number"),
            (#"{"total_count":99999999999999999999,"items":[]}"#, "total_count: expected a whole number"),
            (#"{"total_count":1,"total_count":2,"items":[]}"#, "total_count: the member appears twice"),
            (#"{"total_count":1,"items":[\#(item),"name":"again"}]}"#, "items[0].name: the member appears twice"),
            (#"{"total_count":1,"items":[{"id":1}]}"#, "items[0].name: required key is missing"),
            (#"{"total_count":1,"items":[{"id":"one"}]}"#, "items[0].id: expected a whole number that fits in 64 bits, found a string"),
            (#"{"total_count":1,"items":[\#(item),"license":7}]}"#, "items[0].license: expected an object, found a number"),
            (#"{"total_count":1,"items":[\#(item)]}"#, "items[0]: expected a member name in quotes"),
            (#"{"total_count":null,"items":[]}"#, "total_count: expected a whole number that fits in 64 bits, found null"),
            (#"{"total_count":1,"items":[]} x"#, "the top level: more after the value"),
            ("{\"total_count\":1,\"items\":[\(item),\"description\":\"a\u{1}b\"}]}", "items[0].description: a string with invalid UTF-8"),
            (#"{"total_count":1,"items":[<html>oops"#, "items[0]: expected an object, found something that is not JSON"),
            (#"{"total_count":1,"items":[\#(item),"description":"\q"}]}"#, "items[0].description: a string with"),
            ("", "the top level: expected an object, found the end of the input"),
            ("[]", "the top level: expected an object, found an array"),
        ]
        for (json, expected) in cases {
            let words = jsonFailure(SearchPage.self, json)
            XCTAssertTrue(words.hasPrefix(expected), "\(json): \(words)")
        }
    }

    func testInvalidUTF8IsAnError() throws {
        var bytes = Array((Self.item + #","description":"ab"}"#).utf8)
        bytes[try XCTUnwrap(bytes.lastIndex(of: UInt8(ascii: "a")))] = 0xFF
        XCTAssertThrowsError(try Repository.read(from: Data(bytes))) { error in
            XCTAssertEqual(GitHubDecoding.describe(error),
                           "description: a string with invalid UTF-8, a raw control character or an unknown escape")
        }
        // In a key: no member name matches, and the value is skipped.
        XCTAssertThrowsError(try SearchPage.read(from: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])))
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let words = jsonFailure(Repository.self, Self.item + #","extra":"# + deep + "}")
        XCTAssertTrue(words.hasPrefix("extra: a malformed value, or nesting deeper than 512"), words)
        let known = jsonFailure(Repository.self, Self.item + #","topics":"# + deep + "}")
        XCTAssertTrue(known.hasPrefix("topics[0]: expected a string, found an array"), known)
        XCTAssertTrue(jsonFailure(SearchPage.self, String(repeating: "{\"a\":", count: 100_000)).hasPrefix("a: "))
    }

    func testTheRequestsSayWhatIsWrong() throws {
        XCTAssertThrowsError(try GitHubAPI.SearchRepositories(query: "x")
            .decodeResponse(Data(#"{"total_count":1,"items":[{"id":"one"}]}"#.utf8))) { error in
            XCTAssertTrue(GitHubDecoding.describe(error).hasPrefix("items[0].id"), GitHubDecoding.describe(error))
        }
        XCTAssertThrowsError(try GitHubAPI.Tree(owner: "o", name: "r", ref: "m", recursive: true)
            .decodeResponse(Data(#"{"tree": [{"mode": "1"}]}"#.utf8))) { error in
            XCTAssertEqual(GitHubDecoding.describe(error), "tree[0].path: required key is missing")
        }
    }

    /// Property: a recorded page with a few random bytes changed never traps: it reads, or it
    /// is a `JSONError`.
    func testRandomlyDamagedPagesReadOrSayWhy() throws {
        let original = Array(try body("search-repositories-page1"))
        var random = SeededRandom(seed: 0xBAD)
        let interesting = Array(#"{}[]",:\0123456789-.eEtrufalsn "#.utf8) + [0x00, 0x1F, 0x80, 0xFF]
        var read = 0, refused = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(1 + random.next() % 3) {
                let position = Int(random.next() % UInt64(bytes.count))
                bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
            }
            do {
                _ = try SearchPage.read(from: Data(bytes))
                read += 1
            } catch {
                XCTAssertTrue(error is JSONError, "\(error)")
                refused += 1
            }
        }
        XCTAssertGreaterThan(read, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
