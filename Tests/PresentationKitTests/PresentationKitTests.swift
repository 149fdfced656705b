import Entities
import Usecases
import Foundation
import PresentationKit
import Testing

@Suite struct CompactNumberTests {
    @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1k"), (1_049, "1k"), (1_050, "1k"), (1_100, "1.1k"),
                      (12_345, "12.3k"), (99_999, "99.9k"), (100_000, "100k"), (999_999, "999k"),
                      (1_000_000, "1m"), (4_560_000, "4.5m"), (2_000_000_000, "2b"), (-1_500, "-1.5k")])
    func formatsLikeGitHub(value: Int, expected: String) {
        #expect(CompactNumber.format(value) == expected)
    }

    @Test func groupsThousands() {
        #expect(CompactNumber.grouped(2_723) == "2,723")
        #expect(CompactNumber.grouped(1_000_000) == "1,000,000")
        #expect(CompactNumber.grouped(12) == "12")
    }
}

@Suite struct DateTextTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func relativeTimes() {
        #expect(DateText.relative(now.addingTimeInterval(-10), now: now) == "just now")
        #expect(DateText.relative(now.addingTimeInterval(-120), now: now) == "2 minutes ago")
        #expect(DateText.relative(now.addingTimeInterval(-3_600), now: now) == "1 hour ago")
        #expect(DateText.relative(now.addingTimeInterval(-3 * 86_400), now: now) == "3 days ago")
        #expect(DateText.relative(now.addingTimeInterval(-65 * 86_400), now: now) == "2 months ago")
        #expect(DateText.relative(now.addingTimeInterval(-800 * 86_400), now: now) == "2 years ago")
        #expect(DateText.relative(now.addingTimeInterval(90), now: now) == "in 1 minute")
    }

    @Test func absoluteTimesAreUTC() {
        #expect(DateText.absolute(Date(timeIntervalSince1970: 1_390_844_372)) == "2014-01-27 17:39 UTC")
        #expect(DateText.day(Date(timeIntervalSince1970: 0)) == "1970-01-01")
    }

    @Test func shortWaits() {
        #expect(DateText.shortWait(42) == "42 s")
        #expect(DateText.shortWait(-5) == "0 s")
        #expect(DateText.shortWait(600) == "10 min")
    }
}

@Suite struct ErrorSentenceTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func everyErrorIsASentence() {
        let cases: [(GitHubError, String)] = [
            (.invalidQuery(message: "Validation Failed", details: []), "GitHub rejected the query: Validation Failed"),
            (.unauthorized(message: "Bad credentials"), "bad credentials (Bad credentials); set GH_TOKEN to a valid token"),
            (.rateLimited(RateLimit(remaining: 0, resetAt: now.addingTimeInterval(41.2), resource: "search")),
             "search rate limit reached; resets in 42 s (for a higher limit: gh auth login, or set GH_TOKEN)"),
            (.rateLimited(RateLimit(remaining: 0)), "rate limit reached (for a higher limit: gh auth login, or set GH_TOKEN)"),
            (.secondaryRateLimit(retryAfter: nil, message: ""),
             "GitHub's secondary rate limit was hit; wait a few minutes before searching again"),
            (.notFound(message: "Not Found"), "not found (Not Found)"),
            (.serverError(status: 503, message: nil), "GitHub had a server error (503); try again shortly"),
            (.serverError(status: 503, message: "Unavailable", retryAfter: 90),
             "GitHub had a server error (503: Unavailable); it asks to wait 90 s"),
            (.serverError(status: 503, message: nil, retryAfter: 86_400),
             "GitHub had a server error (503); it asks to wait a day (it asked for longer)"),
            (.unexpectedStatus(status: 418, message: "teapot"), "GitHub answered 418: teapot"),
            (.transport(.cannotResolveHost("api.github.com")), "network unreachable: cannot resolve api.github.com"),
            (.transport(.cutOff), "the connection dropped before the answer was complete"),
            (.transport(.tlsFailure("certificate expired")), "secure connection failed: certificate expired"),
        ]
        for (error, sentence) in cases {
            #expect(ErrorSentence.describe(error, now: now, hasToken: false) == sentence)
        }
    }

    @Test func withATokenTheHintsChange() {
        #expect(ErrorSentence.describe(.unauthorized(message: "Bad credentials"), now: now, hasToken: true)
            == "bad credentials (Bad credentials); check GH_TOKEN / GITHUB_TOKEN")
        #expect(ErrorSentence.describe(.rateLimited(RateLimit(remaining: 0)), now: now, hasToken: true)
            == "rate limit reached")
    }
}

/// The screens' retry rule after a server error: no earlier than its `retry-after`, else a backoff.
@Suite struct RetryGateServerErrorTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aServerErrorWithRetryAfterClosesTheGateUntilThen() {
        var gate = RetryGate()
        gate.failed(.serverError(status: 503, message: nil, retryAfter: 120), at: now)
        #expect(gate.secondsLeft(at: now) == 120)
        #expect(!gate.isOpen(at: now.addingTimeInterval(119)))
        #expect(gate.isOpen(at: now.addingTimeInterval(120)))
        #expect(RetryGate.retriesByItself(after: .serverError(status: 503, message: nil, retryAfter: 120)))
    }

    @Test func withoutRetryAfterTheWaitGrows() {
        var gate = RetryGate()
        var waits: [Int] = []
        for _ in 0..<8 {
            gate.failed(.serverError(status: 502, message: nil), at: now)
            waits.append(gate.secondsLeft(at: now) ?? 0)
        }
        #expect(waits == [2, 4, 8, 16, 32, 64, 64, 64])
    }
}
