import Foundation
import ResponseCache
import XCTest

/// When an entry answers on its own, when the request becomes conditional, and what
/// `Cache-Control` says.
final class CacheDecisionTests: XCTestCase {
    private func entry(_ headers: [CachedHeader]) -> CachedResponse {
        CachedResponse(key: key("https://api.github.com/repos/o/r"), status: 200, headers: headers, body: Data(),
                       fetchedAt: Date(timeIntervalSince1970: 0))
    }

    private let validators = [CachedHeader(name: "If-None-Match", value: "\"abc\""),
                              CachedHeader(name: "If-Modified-Since", value: "Sat, 21 Nov 2026 10:00:00 GMT")]

    func testWithinMaxAgeNoRequest() {
        XCTAssertEqual(CacheDecision.make(entry: entry(repositoryHeaders()), age: 59, freshness: .useFresh), .useStored)
    }

    func testPastMaxAgeTheRequestIsConditional() {
        XCTAssertEqual(CacheDecision.make(entry: entry(repositoryHeaders()), age: 60, freshness: .useFresh),
                       .conditional(validators))
    }

    func testNoCacheIsAlwaysRevalidated() {
        let search = entry([CachedHeader(name: "Cache-Control", value: "no-cache"),
                            CachedHeader(name: "ETag", value: "W/\"s\"")])
        XCTAssertEqual(CacheDecision.make(entry: search, age: 0, freshness: .useFresh),
                       .conditional([CachedHeader(name: "If-None-Match", value: "W/\"s\"")]))
    }

    func testRevalidateAsksEvenWhenFresh() {
        XCTAssertEqual(CacheDecision.make(entry: entry(repositoryHeaders()), age: 1, freshness: .revalidate),
                       .conditional(validators))
    }

    func testAcceptAgeUsesOlderEntriesButNotStaleMustRevalidateOnes() {
        let search = entry([CachedHeader(name: "Cache-Control", value: "no-cache"), CachedHeader(name: "ETag", value: "\"s\"")])
        XCTAssertEqual(CacheDecision.make(entry: search, age: 3600, freshness: .acceptAge(seconds: 7200)), .useStored)
        XCTAssertEqual(CacheDecision.make(entry: search, age: 7201, freshness: .acceptAge(seconds: 7200)),
                       .conditional([CachedHeader(name: "If-None-Match", value: "\"s\"")]))
        let strict = entry([CachedHeader(name: "Cache-Control", value: "max-age=60, must-revalidate")])
        XCTAssertEqual(CacheDecision.make(entry: strict, age: 30, freshness: .acceptAge(seconds: 7200)), .useStored)
        XCTAssertEqual(CacheDecision.make(entry: strict, age: 61, freshness: .acceptAge(seconds: 7200)), .unconditional)
    }

    func testNetworkOnlyAndNoEntrySendThePlainRequest() {
        XCTAssertEqual(CacheDecision.make(entry: entry(repositoryHeaders()), age: 0, freshness: .networkOnly), .unconditional)
        XCTAssertEqual(CacheDecision.make(entry: nil, age: 0, freshness: .useFresh), .unconditional)
    }

    func testAStaleEntryWithoutValidatorsIsFetchedPlainly() {
        XCTAssertEqual(CacheDecision.make(entry: entry([]), age: 0, freshness: .useFresh), .unconditional)
    }

    func testCacheControlParsing() {
        XCTAssertEqual(CacheControl(parsing: "private, max-age=60, s-maxage=60"),
                       CacheControl(maxAge: 60, isPrivate: true))
        XCTAssertEqual(CacheControl(parsing: "No-Cache,NO-STORE , must-revalidate"),
                       CacheControl(noCache: true, noStore: true, mustRevalidate: true))
        XCTAssertEqual(CacheControl(parsing: "max-age=\"30\"").maxAge, 30)
        XCTAssertEqual(CacheControl(parsing: "max-age=soon").maxAge, 0)
        XCTAssertEqual(CacheControl(parsing: nil), CacheControl())
    }
}
