import XCTest
import Foundation
import JSONReading
@testable import ResponseCache

/// The cache entry's metadata, written by `JSONEncoder` and read by the one JSON reader: every
/// entry comes back whole, members in any order with any escape read, and what is not metadata
/// is a `JSONError` that says where.
final class CacheMetadataReaderTests: XCTestCase {
    func testSeededRandomEntriesComeBackWhole() throws {
        var generator = MetadataGenerator(seed: 9)
        let pieces = ["a", "Z", "/", "\"", "\\", " ", "é", "日", "😀", "\n", "\u{1}", "application/vnd.github+json",
                      "https://api.github.com/search/repositories?q=x&page=2", "W/\"abc\"", "", "<url>; rel=\"next\""]
        func text() -> String {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<2000 {
            let key = CacheKey(method: text(), url: text(), accept: text(), credential: text())
            let headers = (0..<Int.random(in: 0...6, using: &generator)).map { _ in CachedHeader(name: text(), value: text()) }
            let seconds = Double.random(in: -1e10...1e10, using: &generator)
            let fetchedAt = Int.random(in: 0..<3, using: &generator) == 0 ? seconds.rounded() : seconds
            let entry = CachedResponse(key: key, status: Int.random(in: -1000...1000, using: &generator),
                                       headers: headers, body: Data([1, 2]), fetchedAt: Date(timeIntervalSince1970: fetchedAt))
            let read = try CacheMetadataReader.read(CacheFileFormat.metadataJSON(entry)[...])
            XCTAssertEqual(read, CacheMetadataReader.Fields(key: key, status: entry.status,
                                                            fetchedAt: entry.fetchedAt.timeIntervalSince1970, headers: entry.headers))
            let decoded = try XCTUnwrap(CacheFileFormat.decode(CacheFileFormat.encode(entry)))
            XCTAssertEqual(decoded.key, entry.key)
            XCTAssertEqual(decoded.status, entry.status)
            XCTAssertEqual(decoded.headers, entry.headers)
            XCTAssertEqual(decoded.body, entry.body)
            XCTAssertEqual(decoded.fetchedAt, Date(timeIntervalSince1970: entry.fetchedAt.timeIntervalSince1970))
        }
    }

    /// The same entry is stored as the same bytes every time, its members in one order: two copies
    /// of a cache can be compared (and a rewrite of an unchanged entry is no change) byte for byte.
    func testAnEntryIsTheSameBytesEveryTimeWithItsKeysSorted() throws {
        let entry = CachedResponse(key: CacheKey(method: "GET", url: "https://api.github.com/repos/o/r", accept: "application/json",
                                                 credential: "c"),
                                   status: 200, headers: [CachedHeader(name: "etag", value: "W/\"1\""),
                                                          CachedHeader(name: "link", value: "<u>; rel=\"next\"")],
                                   body: Data("{}".utf8), fetchedAt: Date(timeIntervalSince1970: 1_700_000_000.25))
        let first = CacheFileFormat.encode(entry)
        for _ in 0..<50 { XCTAssertEqual(CacheFileFormat.encode(entry), first) }
        let json = String(decoding: CacheFileFormat.metadataJSON(entry), as: UTF8.self)
        XCTAssertTrue(json.hasPrefix(#"{"fetchedAt":1700000000.25,"headers":[{"name":"etag","value":"#), json)
        XCTAssertTrue(json.contains(#""key":{"accept":"application\/json","credential":"c","method":"GET","url":"#), json)
        XCTAssertTrue(json.hasSuffix(#""status":200}"#), json)
    }

    func testMembersInAnyOrderWithSpacesAndEscapes() throws {
        let json = #" { "status" : 200 , "headers" : [ { "value" : "W\/\"x\"" , "name" : "etag" } ] , "other": [1, {"a": null}],"#
            + #" "fetchedAt" : 1795530486.25 , "key" : { "credential" : "", "accept" : "a\\b", "url" : "\u0075", "method" : "GET" } } "#
        XCTAssertEqual(try CacheMetadataReader.read(Array(json.utf8)[...]), CacheMetadataReader.Fields(
            key: CacheKey(method: "GET", url: "u", accept: "a\\b", credential: ""), status: 200,
            fetchedAt: 1795530486.25, headers: [CachedHeader(name: "etag", value: "W/\"x\"")]))
        XCTAssertEqual(try CacheMetadataReader.read(Array(json.replacingOccurrences(of: "1795530486.25", with: "-1.5e3").utf8)[...])
            .fetchedAt, -1500)
    }

    func testWhatIsNotMetadataIsAnErrorThatSaysWhere() {
        let json = #"{"status":200,"headers":[],"fetchedAt":1.5,"key":{"credential":"","accept":"a","url":"u","method":"GET"}}"#
        for (refused, words) in [
            (#"{"status":200}"#, "key: required key is missing"),
            (json.replacingOccurrences(of: "\"status\"", with: "\"other\""), "status: required key is missing"),
            (json.replacingOccurrences(of: "200", with: "2x0"), "the top level: expected a member name"),
            (json.replacingOccurrences(of: "200", with: "2e2"), "status: expected a whole number"),
            (json.replacingOccurrences(of: "1.5", with: "\"soon\""), "fetchedAt: expected a number, found a string"),
            (json.replacingOccurrences(of: "\"url\":\"u\"", with: "\"url\":\"u\",\"url\":\"v\""), "key.url: the member appears twice"),
            (json.replacingOccurrences(of: "[]", with: "[{\"name\":1}]"), "headers[0].name: expected a string, found a number"),
            (json + "x", "the top level: more after the value"),
            ("", "the top level: expected an object, found the end of the input"),
            ("[]", "the top level: expected an object, found an array"),
        ] {
            XCTAssertThrowsError(try CacheMetadataReader.read(Array(refused.utf8)[...]), refused) { error in
                XCTAssertTrue("\(error)".hasPrefix(words), "\(refused): \(error)")
            }
        }
    }
}

/// SplitMix64: the same sequence on every run.
private struct MetadataGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
