import XCTest
import Foundation
@testable import ResponseCache

/// The cache entry's metadata read by hand agrees with `JSONDecoder`, and whatever the quick
/// reader is not sure of is left to `JSONDecoder`.
final class CacheMetadataReaderTests: XCTestCase {
    func testSeededRandomEntriesReadAsJSONDecoderReadsThem() throws {
        var generator = MetadataGenerator(seed: 9)
        let pieces = ["a", "Z", "/", "\"", "\\", " ", "é", "日", "😀", "\n", "\u{1}", "application/vnd.github+json",
                      "https://api.github.com/search/repositories?q=x&page=2", "W/\"abc\"", "", "<url>; rel=\"next\""]
        func text() -> String {
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
        var quick = 0
        for _ in 0..<2000 {
            let key = CacheKey(method: text(), url: text(), accept: text(), credential: text())
            let headers = (0..<Int.random(in: 0...6, using: &generator)).map { _ in CachedHeader(name: text(), value: text()) }
            let seconds = Double.random(in: -1e10...1e10, using: &generator)
            let fetchedAt = Int.random(in: 0..<3, using: &generator) == 0 ? seconds.rounded() : seconds
            let entry = CachedResponse(key: key, status: Int.random(in: -1000...1000, using: &generator),
                                       headers: headers, body: Data(), fetchedAt: Date(timeIntervalSince1970: fetchedAt))
            let json = CacheFileFormat.metadataJSON(entry)
            let expected = try XCTUnwrap(CacheFileFormat.decodedMetadata(json))
            if let read = CacheMetadataReader.read(json[...]) {
                quick += 1
                XCTAssertEqual(read, expected, String(decoding: json, as: UTF8.self))
            }
            // Through the file format (which falls back to JSONDecoder), the entry comes back whole.
            let decoded = try XCTUnwrap(CacheFileFormat.decode(CacheFileFormat.encode(entry)))
            XCTAssertEqual(decoded.key, entry.key)
            XCTAssertEqual(decoded.status, entry.status)
            XCTAssertEqual(decoded.headers, entry.headers)
            XCTAssertEqual(decoded.fetchedAt, Date(timeIntervalSince1970: expected.fetchedAt))
        }
        XCTAssertGreaterThan(quick, 500, "the quick reader should read most entries")
    }

    func testMembersInAnyOrderWithSpacesAndWhatItDeclines() {
        let json = #" { "status" : 200 , "headers" : [ { "value" : "W\/\"x\"" , "name" : "etag" } ] ,"#
            + #" "fetchedAt" : 1795530486.25 , "key" : { "credential" : "", "accept" : "a\\b", "url" : "u", "method" : "GET" } } "#
        let read = CacheMetadataReader.read(Array(json.utf8)[...])
        XCTAssertEqual(read, CacheMetadataReader.Fields(
            key: CacheKey(method: "GET", url: "u", accept: "a\\b", credential: ""), status: 200,
            fetchedAt: 1795530486.25, headers: [CachedHeader(name: "etag", value: "W/\"x\"")]))
        for declined in [#"{"status":200}"#, json.replacingOccurrences(of: "\"status\"", with: "\"other\""),
                         json.replacingOccurrences(of: "\"u\"", with: "\"\\u0075\""),
                         json.replacingOccurrences(of: "200", with: "2x0"), json + "x", "", "[]"] {
            XCTAssertNil(CacheMetadataReader.read(Array(declined.utf8)[...]), declined)
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
