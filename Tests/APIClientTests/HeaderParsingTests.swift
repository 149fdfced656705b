import APIClient
import Entities
import Foundation
import XCTest

/// `Link`, `x-ratelimit-*` and `retry-after` as GitHub writes them.
final class HeaderParsingTests: XCTestCase {
    func testLinkOfTheRecordedPages() {
        let page1 = "<https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=2>; rel=\"next\", <https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=34>; rel=\"last\""
        XCTAssertEqual(LinkHeaderParser.parse(page1), PageLinks(next: 2, last: 34))

        let page2 = "<https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=3>; rel=\"next\", <https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=34>; rel=\"last\", <https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=1>; rel=\"first\", <https://api.github.com/search/repositories?sort=stars&q=github+language%3APython&order=desc&page=1>; rel=\"prev\""
        XCTAssertEqual(LinkHeaderParser.parse(page2), PageLinks(next: 3, last: 34))
    }

    func testLinkEdgeCases() {
        XCTAssertEqual(LinkHeaderParser.parse(nil), PageLinks())
        XCTAssertEqual(LinkHeaderParser.parse(""), PageLinks())
        XCTAssertEqual(LinkHeaderParser.parse("garbage"), PageLinks())
        // per_page is not page; page may come first; rel may be unquoted or hold several values.
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/s?per_page=100&page=4>; rel=\"next\""), PageLinks(next: 4))
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/s?page=9&per_page=3>;rel=last"), PageLinks(last: 9))
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/s?page=1>; rel=\"first prev\""), PageLinks())
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/s?q=a,b&page=5>; title=\"a, <b>\"; rel=\"next\""),
                       PageLinks(next: 5))
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/s?per_page=100>; rel=\"next\""), PageLinks())
    }

    func testRateLimitInSeconds() {
        let headers = HTTPHeaders([
            .init(name: "X-RateLimit-Limit", value: "30"), .init(name: "X-RateLimit-Remaining", value: "0"),
            .init(name: "X-RateLimit-Reset", value: "1393821241"), .init(name: "X-RateLimit-Resource", value: "search"),
        ])
        XCTAssertEqual(RateLimitParser.rateLimit(from: headers),
                       RateLimit(limit: 30, remaining: 0, resetAt: Date(timeIntervalSince1970: 1_393_821_241),
                                 resource: "search"))
    }

    func testRateLimitResetInMilliseconds() {
        let headers = HTTPHeaders([.init(name: "x-ratelimit-reset", value: "1507651200000")])
        XCTAssertEqual(RateLimitParser.rateLimit(from: headers)?.resetAt, Date(timeIntervalSince1970: 1_507_651_200))
    }

    func testNoRateLimitHeaders() {
        XCTAssertNil(RateLimitParser.rateLimit(from: HTTPHeaders([.init(name: "etag", value: "x")])))
        XCTAssertEqual(RateLimitParser.rateLimit(from: HTTPHeaders([.init(name: "x-ratelimit-remaining", value: "x")])),
                       RateLimit())
    }

    func testRetryAfter() {
        XCTAssertEqual(RateLimitParser.retryAfter(from: HTTPHeaders([.init(name: "Retry-After", value: "60")])), 60)
        XCTAssertNil(RateLimitParser.retryAfter(from: HTTPHeaders([.init(name: "retry-after", value: "soon")])))
        XCTAssertNil(RateLimitParser.retryAfter(from: HTTPHeaders()))
    }
}
