@testable import APIClient
import Entities
import FixtureServer
import Foundation
import XCTest

/// The hand-written reader of search pages and repositories gives exactly what `JSONDecoder`
/// gives, or nothing (and then `JSONDecoder` decodes): on the recordings, on the stand-in's
/// generated and hostile pages, on edge cases, and on seeded random changes to a page.
final class SearchPageReaderTests: XCTestCase {
    private let decoder = GitHubDecoding.makeDecoder()
    private var store: FixtureStore!

    override func setUpWithError() throws {
        store = try FixtureStore.located()
    }

    private func body(_ name: String) throws -> Data {
        Data(try store.fixture(named: name).body)
    }

    func testTheRecordedPagesReadAsJSONDecoderReadsThem() throws {
        for name in ["search-repositories-page1", "search-repositories-page2", "search-repositories-empty"] {
            let body = try body(name)
            let read = try XCTUnwrap(SearchPageReader.page(body), name)
            XCTAssertEqual(read, try decoder.decode(SearchPage.self, from: body), name)
        }
    }

    func testTheRecordedRepositoryReadsAsJSONDecoderReadsIt() throws {
        let body = try body("repository-hello-world")
        let read = try XCTUnwrap(SearchPageReader.repository(body))
        XCTAssertEqual(read, try decoder.decode(Repository.self, from: body))
        XCTAssertEqual(read.topics, ["fixtures", "hello", "hello-world"])
    }

    func testTheStandInsGeneratedAndHostilePagesReadAlike() throws {
        let standIn = try GitHubStandIn(store: store)
        for target in ["/search/repositories?q=tetris&per_page=100&page=3", "/search/repositories?q=trigger-hostile",
                       "/search/repositories?q=readme-fixtures", "/search/repositories?q=trigger-hostile-readme"] {
            let response = standIn.respond(to: ReceivedRequest(method: "GET", target: target, headers: []))
            let body = Data(response.body)
            let read = try XCTUnwrap(SearchPageReader.page(body), target)
            XCTAssertEqual(read, try decoder.decode(SearchPage.self, from: body), target)
        }
    }

    func testEscapesAndUnicodeReadAsJSONDecoderReadsThem() throws {
        let text = #"a\"b\\c\/d\b\f\n\r\t\u00e9\u4e2d\ud83d\ude00 \u001b[31m ✓"#
        var json = #"{"total_count":1,"incomplete_results":null,"items":[{"id":1,"name":"n","full_name":"o/n","#
        json += #""owner":{"login":"o","id":2},"fork":false,"html_url":"h","stargazers_count":-3,"#
        json += #""forks_count":0,"open_issues_count":0,"description":""# + text + #"","topics":[],"#
        json += #""license":null,"created_at":"1999-12-31T23:59:59Z","extra":{"a":[1,2.5e3,"]}"]}}]}"#
        let body = Data(json.utf8)
        let read = try XCTUnwrap(SearchPageReader.page(body))
        XCTAssertEqual(read, try decoder.decode(SearchPage.self, from: body))
        XCTAssertEqual(read.items.first?.description, "a\"b\\c/d\u{8}\u{C}\n\r\té中😀 \u{1B}[31m ✓")
    }

    func testSkippedStringsEndAtTheirOwnQuoteWhateverTheBackslashesBeforeIt() throws {
        // Members the reader skips hold quotes after odd and even runs of backslashes, and
        // brackets inside strings; the members after them must still be read.
        let skipped = [#""\\""#, #""\\\\""#, #""a\\\"b""#, #""\\\\\\\"}]\\\\""#, #""\"\"""#, #"{"k":"\\"}"#,
                       #"["]\\\\",{"x":"\\\"["}]"#]
        for value in skipped {
            var json = #"{"total_count":1,"skip_me":"# + value + #","incomplete_results":false,"items":[{"id":1,"#
            json += #""skip_too":"# + value + #","name":"n","full_name":"o/n","owner":{"login":"o","id":2,"x":"# + value
            json += #"},"fork":false,"html_url":"h","stargazers_count":3,"forks_count":0,"open_issues_count":0}]}"#
            let body = Data(json.utf8)
            let read = try XCTUnwrap(SearchPageReader.page(body), value)
            XCTAssertEqual(read, try decoder.decode(SearchPage.self, from: body), value)
            XCTAssertEqual(read.items.first?.fullName, "o/n", value)
        }
    }

    func testWhatItIsNotSureOfIsLeftToJSONDecoder() {
        let item = #"{"id":1,"name":"n","full_name":"o/n","owner":{"login":"o","id":2},"fork":false,"html_url":"h","#
            + #""stargazers_count":1,"forks_count":0,"open_issues_count":0"#
        for (body, why) in [
            (#"{"total_count":1,"items":[\#(item)}]"#, "cut off"),
            (#"{"total_count":1,"items":[\#(item),"updated_at":"2014-01-27T17:39:32+01:00"}]}"#, "an offset"),
            (#"{"total_count":1,"items":[\#(item),"updated_at":"2014-01-27T17:39:32.5Z"}]}"#, "a fraction"),
            (#"{"total_count":1,"items":[\#(item),"updated_at":"1492-10-12T00:00:00Z"}]}"#, "before 1583"),
            (#"{"total_count":1.0,"items":[]}"#, "a fraction for an Int"),
            (#"{"total_count":99999999999999999999,"items":[]}"#, "an Int overflow"),
            (#"{"total_count":1,"total_count":2,"items":[]}"#, "a duplicate key"),
            (#"{"total_count":1,"items":[\#(item),"name":"again"}]}"#, "a duplicate key in an item"),
            (#"{"total_count":1,"items":[{"id":1}]}"#, "a required key missing"),
            (#"{"total_count":1,"items":[\#(item),"description":"\ud800"}]}"#, "a lone surrogate"),
            (#"{"total_count":1,"items":[]} x"#, "trailing bytes"),
            ("{\"total_count\":1,\"items\":[\(item),\"description\":\"a\u{1}b\"}]}", "a raw control character"),
            (#"{"total_count":1,"items":[<html>oops"#, "not JSON"),
        ] {
            XCTAssertNil(SearchPageReader.page(Data(body.utf8)), why)
        }
        XCTAssertNil(SearchPageReader.page(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D])), "invalid UTF-8 in a key")
    }

    func testTheRequestFallsBackToJSONDecoderAndItsWords() throws {
        let request = GitHubAPI.SearchRepositories(query: "x")
        let body = Data(#"{"total_count":1,"items":[{"id":"one"}]}"#.utf8)
        XCTAssertThrowsError(try request.decodeResponse(body, decoder: decoder)) { error in
            XCTAssertTrue(GitHubDecoding.describe(error).hasPrefix("items[0].id"), GitHubDecoding.describe(error))
        }
        let offset = Data(#"{"total_count":0,"items":[]}"#.utf8)
        XCTAssertEqual(try request.decodeResponse(offset, decoder: decoder).totalCount, 0)
    }

    /// Property: dates GitHub's way, at random over 1583…9999, read as the ISO 8601 strategy reads them.
    func testRandomDatesReadAsTheISO8601Strategy() throws {
        var random = SeededRandom(seed: 0xDA7E)
        for _ in 0..<2_000 {
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", 1583 + Int(random.next() % 8417),
                              1 + Int(random.next() % 12), 1 + Int(random.next() % 28), Int(random.next() % 24),
                              Int(random.next() % 60), Int(random.next() % 60))
            let expected = try decoder.decode(Date.self, from: Data("\"\(text)\"".utf8))
            XCTAssertEqual(InternetDate.parse(text), expected, text)
        }
        XCTAssertEqual(InternetDate.parse("2024-02-29T12:00:00Z"), try decoder.decode(Date.self, from: Data("\"2024-02-29T12:00:00Z\"".utf8)))
        XCTAssertNil(InternetDate.parse("2023-02-29T12:00:00Z"))
    }

    /// Property: a recorded page with a few random bytes changed never crashes the reader, and
    /// whenever both the reader and `JSONDecoder` read it, they read the same page.
    func testRandomlyDamagedPagesNeverDisagree() throws {
        let original = Array(try body("search-repositories-page1"))
        var random = SeededRandom(seed: 0xBAD)
        let interesting = Array(#"{}[]",:\0123456789-.eEtrufalsn "#.utf8) + [0x00, 0x1F, 0x80, 0xFF]
        var bothRead = 0
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(1 + random.next() % 3) {
                let position = Int(random.next() % UInt64(bytes.count))
                bytes[position] = interesting[Int(random.next() % UInt64(interesting.count))]
            }
            let body = Data(bytes)
            if let read = SearchPageReader.page(body), let decoded = try? decoder.decode(SearchPage.self, from: body) {
                XCTAssertEqual(read, decoded)
                bothRead += 1
            }
        }
        XCTAssertGreaterThan(bothRead, 0)
    }
}

/// The README envelope's reader against `JSONDecoder`, on every recorded README and the large one.
final class ReadmeEnvelopeReaderTests: XCTestCase {
    func testEveryRecordedEnvelopeReadsAsJSONDecoderReadsIt() throws {
        let standIn = try GitHubStandIn(store: FixtureStore.located())
        let decoder = GitHubDecoding.makeDecoder()
        for fullName in ["junegunn/fzf", "BurntSushi/ripgrep", "sindresorhus/awesome", "fatedier/frp",
                         "kennethreitz/legit", "hostile/readme", "bench/large-readme"] {
            let response = standIn.respond(to: ReceivedRequest(method: "GET", target: "/repos/\(fullName)/readme",
                                                               headers: []))
            let body = Data(response.body)
            let read = try XCTUnwrap(ReadmeEnvelopeReader.readme(body), fullName)
            XCTAssertEqual(read, try decoder.decode(Readme.self, from: body), fullName)
        }
        XCTAssertNil(ReadmeEnvelopeReader.readme(Data(#"{"name":"README.md","content":"x"}"#.utf8)), "no path")
    }
}
