import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import TestSupport
import XCTest

/// Numbers in `x-ratelimit-*`, `retry-after` and `Link` are untrusted: absurd ones (`Int.max`,
/// `Int.min`, twenty nines, negatives, garbage) parse without trapping, clamped to ranges later
/// arithmetic can use. Unit cases, seeded random properties, and the loopback server.
final class AbsurdHeaderNumberTests: FixtureServerTestCase {
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))

    private func headers(_ pairs: [(String, String)]) -> HTTPHeaders {
        HTTPHeaders(pairs.map { HTTPHeaders.Field(name: $0.0, value: $0.1) })
    }

    // MARK: HeaderNumber

    func testDigitsSaturateAndClamp() {
        let range = 0...1000
        XCTAssertEqual(HeaderNumber.integer("42", clampedTo: range), 42)
        XCTAssertEqual(HeaderNumber.integer(" \t42 ", clampedTo: range), 42)
        XCTAssertEqual(HeaderNumber.integer("+42", clampedTo: range), 42)
        XCTAssertEqual(HeaderNumber.integer("-42", clampedTo: range), 0)
        XCTAssertEqual(HeaderNumber.integer("9223372036854775807", clampedTo: range), 1000)
        XCTAssertEqual(HeaderNumber.integer("-9223372036854775808", clampedTo: range), 0)
        XCTAssertEqual(HeaderNumber.integer(String(repeating: "9", count: 500), clampedTo: range), 1000)
        XCTAssertEqual(HeaderNumber.integer("000000000000000000000000000007", clampedTo: range), 7)
        for garbage in ["", " ", "+", "-", "1.5", "0x10", "12a", "1e3", "١٢", "4 2", "--1"] {
            XCTAssertNil(HeaderNumber.integer(garbage, clampedTo: range), garbage)
        }
        XCTAssertNil(HeaderNumber.integer(nil, clampedTo: range))
    }

    func testTheWholeIntRangeReadsExactly() {
        let all = Int.min...Int.max
        XCTAssertEqual(HeaderNumber.integer(String(Int.max), clampedTo: all), Int.max)
        XCTAssertEqual(HeaderNumber.integer(String(Int.min), clampedTo: all), Int.min)
        XCTAssertEqual(HeaderNumber.integer("99999999999999999999", clampedTo: all), Int.max)
        XCTAssertEqual(HeaderNumber.integer("-99999999999999999999", clampedTo: all), Int.min)
        XCTAssertEqual(HeaderNumber.integer("-0", clampedTo: all), 0)
    }

    /// Property: any decimal text of any length parses to the clamped value of what it says, and
    /// anything with a byte that is not a digit parses to nil. Seeded, so a failure repeats.
    func testRandomTextsParseToTheClampedValueOrNil() {
        var random = SeededRandom(seed: 0x5EED_17)
        let ranges = [0...1_000_000_000, 0...86_400, Int.min...Int.max, -5...5, 1...10_000_000]
        for _ in 0..<20_000 {
            let range = ranges[Int(random.next() % UInt64(ranges.count))]
            let digits = String((0..<Int(random.next() % 40)).map { _ in Character(String(random.next() % 10)) })
            let sign = ["", "+", "-"][Int(random.next() % 3)]
            let text = sign + digits
            let parsed = HeaderNumber.integer(text, clampedTo: range)
            if digits.isEmpty {
                XCTAssertNil(parsed, text)
                continue
            }
            let expected = Self.clampedDecimal(digits, negative: sign == "-", range: range)
            XCTAssertEqual(parsed, expected, text)

            var broken = Array(text.utf8)
            broken.insert(UInt8(truncatingIfNeeded: random.next() % 256), at: Int(random.next() % UInt64(broken.count + 1)))
            let brokenText = String(decoding: broken, as: UTF8.self)
            let result = HeaderNumber.integer(brokenText, clampedTo: range)
            if let result { XCTAssertTrue(range.contains(result), brokenText.debugDescription) }
        }
    }

    /// The expected value by Decimal-free reasoning: compare digit strings against the bounds.
    private static func clampedDecimal(_ digits: String, negative: Bool, range: ClosedRange<Int>) -> Int {
        let trimmed = String(digits.drop { $0 == "0" })
        if trimmed.isEmpty { return min(max(0, range.lowerBound), range.upperBound) }
        if trimmed.count <= 18, let value = Int(trimmed) {
            return min(max(negative ? -value : value, range.lowerBound), range.upperBound)
        }
        // 19 digits or more: beyond every bound of these ranges but Int's own.
        if let value = Int(negative ? "-" + trimmed : trimmed) {
            return min(max(value, range.lowerBound), range.upperBound)
        }
        return negative ? range.lowerBound : range.upperBound
    }

    // MARK: Rate limits and Retry-After

    func testAbsurdRateLimitHeadersAreClamped() throws {
        for (text, expected) in [("9223372036854775807", RateLimitParser.requestCounts.upperBound),
                                 ("-9223372036854775808", 0), ("99999999999999999999999", 1_000_000_000),
                                 ("-1", 0), ("4999", 4999)] {
            let limit = try XCTUnwrap(RateLimitParser.rateLimit(from: headers([
                ("X-RateLimit-Remaining", text), ("X-RateLimit-Limit", text)])))
            XCTAssertEqual(limit.remaining, expected, text)
            XCTAssertEqual(limit.limit, expected, text)
            if let remaining = limit.remaining { _ = remaining * 10 + 9 } // what the status line does
        }
        let garbage = try XCTUnwrap(RateLimitParser.rateLimit(from: headers([("x-ratelimit-remaining", "lots")])))
        XCTAssertNil(garbage.remaining)
    }

    func testAbsurdResetsAreClampedToTheYear9999() {
        let end = Date(timeIntervalSince1970: RateLimitParser.latestReset)
        for text in ["9223372036854775807", "1e300", "99999999999999999999999999999"] {
            let reset = RateLimitParser.rateLimit(from: headers([("x-ratelimit-reset", text)]))?.resetAt
            XCTAssertEqual(reset, end, text)
            if let reset { _ = Int(reset.timeIntervalSince(Date())) } // no trap converting to whole seconds
        }
        for text in ["-1", "-9223372036854775808", "nan", "inf", "1e400", "soon"] {
            XCTAssertNil(RateLimitParser.rateLimit(from: headers([("x-ratelimit-reset", text)]))?.resetAt, text)
        }
    }

    func testAbsurdRetryAfterIsClampedToADay() {
        for (text, expected) in [("9223372036854775807", 86_400), ("-9223372036854775808", 0), ("-5", 0),
                                 ("86401", 86_400), ("60", 60), (String(repeating: "9", count: 100), 86_400)] {
            XCTAssertEqual(RateLimitParser.retryAfter(from: headers([("Retry-After", text)])), expected, text)
        }
        XCTAssertNil(RateLimitParser.retryAfter(from: headers([("Retry-After", "Wed, 21 Oct 2015 07:28:00 GMT")])))
    }

    func testAbsurdPageNumbersInLinksAreIgnored() {
        let links = LinkHeaderParser.parse(
            "<https://x/search?page=9223372036854775807>; rel=\"next\", <https://x/search?page=-3>; rel=\"last\"")
        XCTAssertNil(links.next)
        XCTAssertNil(links.last)
        XCTAssertEqual(LinkHeaderParser.parse("<https://x/search?page=0>; rel=\"next\", <https://x/s?page=7>; rel=\"last\""),
                       PageLinks(last: 7))
    }

    // MARK: Over the loopback server

    func testA403WithRetryAfterOfIntMaxIsASecondaryLimitOfADay() throws {
        server.setHandler { _ in
            .json("{\"message\":\"You have exceeded a secondary rate limit.\"}", status: 403,
                  headers: [FixtureHeader(name: "Retry-After", value: "9223372036854775807")])
        }
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil),
                                  httpClient: http, cache: DisabledResponseCache())
        let failure = client.send(GitHubAPI.SearchRepositories(query: "x"), cancellation: nil).failure
        guard case .secondaryRateLimit(let retryAfter, _)? = failure else {
            return XCTFail("\(String(describing: failure))")
        }
        XCTAssertEqual(retryAfter, 86_400)
    }

    func testAnAnswerWithRemainingOfIntMinAndMaxDecodes() throws {
        let body = try store.fixture(named: "search-repositories-page1").body
        for value in [String(Int.min), String(Int.max)] {
            server.setHandler { _ in
                FixtureResponse(status: 200, headers: [
                    FixtureHeader(name: "content-type", value: "application/json"),
                    FixtureHeader(name: "X-RateLimit-Limit", value: value),
                    FixtureHeader(name: "X-RateLimit-Remaining", value: value),
                    FixtureHeader(name: "X-RateLimit-Reset", value: value),
                ], body: body)
            }
            let client = GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil),
                                      httpClient: http, cache: DisabledResponseCache())
            let response = try XCTUnwrap(client.send(GitHubAPI.SearchRepositories(query: "x"), cancellation: nil).success)
            let remaining = try XCTUnwrap(response.rateLimit?.remaining)
            XCTAssertTrue(RateLimitParser.requestCounts.contains(remaining), value)
        }
    }
}
