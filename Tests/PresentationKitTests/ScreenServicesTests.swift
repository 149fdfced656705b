import Entities
import Foundation
import PresentationKit
import Testing
import TestSupport

/// A screen's failure is said at its own clock's time and with its own token, as every screen says it.
@MainActor
@Suite struct ScreenServicesTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func aRateLimitCountsItsResetFromTheScreensClock() {
        let services = ScreenServices.doubles(dateProvider: FixedDateProvider(now: now))
        let error = GitHubError.rateLimited(RateLimit(remaining: 0, resetAt: now.addingTimeInterval(41.2), resource: "search"))
        #expect(services.sentence(for: error)
            == "search rate limit reached; resets in 42 s (for a higher limit: gh auth login, or set GH_TOKEN)")
    }

    @Test func withATokenBadCredentialsSayToCheckIt() {
        let error = GitHubError.unauthorized(message: "Bad credentials")
        #expect(ScreenServices.doubles(dateProvider: FixedDateProvider(now: now), hasToken: false).sentence(for: error)
            == "bad credentials (Bad credentials); set GH_TOKEN to a valid token")
        #expect(ScreenServices.doubles(dateProvider: FixedDateProvider(now: now), hasToken: true).sentence(for: error)
            == "bad credentials (Bad credentials); check GH_TOKEN / GITHUB_TOKEN")
    }
}
