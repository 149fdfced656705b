import Entities
import Foundation
import PresentationKit
import Testing

/// A small, seeded generator (SplitMix64): the same inputs on every run, so a failure reproduces.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Mostly the edges where arithmetic breaks (Int.max, Int.min, around 1.85e18, powers of ten),
    /// sometimes any Int at all.
    mutating func untrustedInt() -> Int {
        let edges = [Int.max, Int.min, Int.max - 1, Int.min + 1, 0, -1, 1, 999, 1_000, 999_999,
                     1_844_674_407_370_955_162, 1_844_674_407_370_955_161, 922_337_203_685_477_580,
                     999_999_999_999_999_999, 1_000_000_000_000_000_000]
        switch Int.random(in: 0..<4, using: &self) {
        case 0: return edges.randomElement(using: &self)!
        case 1: return Int.random(in: Int.min...Int.max, using: &self)
        case 2: return Int.random(in: -2_000_000...2_000_000, using: &self)
        default: return Int(truncatingIfNeeded: next()) >> Int.random(in: 0..<63, using: &self)
        }
    }

    /// Intervals in seconds from the absurd (±1e308, NaN, infinities) to the ordinary.
    mutating func untrustedInterval() -> Double {
        let edges: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                               0x1p63, -0x1p63, 1e19, -1e19,
                               253_402_300_799, -62_135_596_800, 0, 0.5, -0.5]
        switch Int.random(in: 0..<3, using: &self) {
        case 0: return edges.randomElement(using: &self)!
        case 1: return Double(untrustedInt())
        default: return Double.random(in: -1e12...1e12, using: &self)
        }
    }
}

/// Arithmetic on numbers GitHub sends saturates or is checked: thousands of absurd inputs, no trap,
/// and the text still reads right.
@Suite struct UntrustedNumberPropertyTests {
    static let rounds = 5_000

    @Test func compactNumbersNeverTrapAndReadAsTheValueRoundedDown() throws {
        var random = SeededGenerator(seed: 17)
        let pattern = try Regex(#"^(-?)(\d+)(?:\.(\d))?([kmb]?)$"#)
        for _ in 0..<Self.rounds {
            let value = random.untrustedInt()
            let text = CompactNumber.format(value)
            let match = try #require(text.wholeMatch(of: pattern), "\(value) → \(text)")
            let multiplier: Double = switch match.output[4].substring ?? "" {
            case "k": 1e3
            case "m": 1e6
            case "b": 1e9
            default: 1
            }
            let whole = Double(String(match.output[2].substring!))!
            let tenth = match.output[3].substring.map { Double(String($0))! / 10 } ?? 0
            let reading = (whole + tenth) * multiplier
            let magnitude = Double(value.magnitude)
            #expect(reading <= magnitude * (1 + 1e-12), "\(value) → \(text)")
            // Rounded down to a tenth of the unit, or to the unit from 100 on (no decimal shown).
            let step: Double = multiplier == 1 ? 0 : whole >= 100 ? multiplier : multiplier / 10
            let lowest: Double = magnitude - step - magnitude * 1e-12
            #expect(reading >= lowest, "\(value) → \(text)")
            #expect((match.output[1].substring == "-") == (value < 0))
        }
    }

    @Test func theCountsThatCrashedTheListReadAsBillions() {
        #expect(CompactNumber.format(Int.max) == "9223372036b")
        #expect(CompactNumber.format(Int.min) == "-9223372036b")
        #expect(CompactNumber.format(1_844_674_407_370_955_162) == "1844674407b")
        #expect(CompactNumber.grouped(Int.min) == "-9,223,372,036,854,775,808")
    }

    @Test func groupedCountsAreTheDigitsWithCommas() {
        var random = SeededGenerator(seed: 18)
        for _ in 0..<Self.rounds {
            let value = random.untrustedInt()
            let text = CompactNumber.grouped(value)
            #expect(text.replacingOccurrences(of: ",", with: "") == String(value))
        }
    }

    @Test func languageSharesOfAnySizeAddUpAndFillTheBar() {
        var random = SeededGenerator(seed: 19)
        for _ in 0..<1_000 {
            var bytes: [String: Int] = [:]
            for index in 0..<Int.random(in: 0...8, using: &random) {
                bytes["Language\(index)"] = random.untrustedInt()
            }
            let shares = LanguageShares(bytesPerLanguage: bytes)
            let percents = shares.shares.map(\.percent)
            #expect(percents.allSatisfy { (0...100).contains($0) }, "\(bytes)")
            if !percents.isEmpty {
                let sum: Double = percents.reduce(0, +)
                let tolerance: Double = 0.05 * Double(percents.count) + 1e-9
                #expect(abs(sum - 100) <= tolerance, "\(bytes)")
            }
            let width = Int.random(in: 0...200, using: &random)
            let cells = shares.barCells(width: width)
            #expect(cells.count == shares.shares.count)
            if !shares.shares.isEmpty { #expect(cells.reduce(0, +) == width) }
            _ = shares.legend
        }
    }

    @Test func languagesSummingPastIntMaxShareTheBar() {
        let shares = LanguageShares(bytesPerLanguage: ["Swift": Int.max, "C": Int.max, "Go": 1, "Zig": 1])
        #expect(shares.legend == "C 50.0% · Swift 50.0% · Other 0.0%")
        #expect(shares.barCells(width: 10) == [4, 5, 1])
    }

    @Test func rateBudgetIsLowExactlyWhenTenTimesWhatIsLeftIsAtMostTheLimit() {
        var random = SeededGenerator(seed: 20)
        for _ in 0..<Self.rounds {
            let remaining = random.untrustedInt()
            let limit = random.untrustedInt()
            let budget = RateBudget(RateLimit(limit: limit, remaining: remaining), resource: "search")
            let exact = Int128(remaining) * 10 <= Int128(limit)
            #expect(budget?.isLow == exact, "\(remaining)/\(limit)")
            _ = RateBudget(RateLimit(remaining: remaining), resource: "core")
        }
        #expect(RateBudget(RateLimit(limit: 30, remaining: Int.max), resource: "search")?.isLow == false)
        #expect(RateBudget(RateLimit(limit: 30, remaining: Int.min), resource: "search")?.isLow == true)
    }

    @Test func datesAndWaitsFromAnywhereInTimeReadAsText() throws {
        var random = SeededGenerator(seed: 21)
        let absolutePattern = try Regex(#"^\d{4}-\d\d-\d\d \d\d:\d\d UTC$"#)
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        for _ in 0..<Self.rounds {
            let date = Date(timeIntervalSince1970: random.untrustedInterval())
            #expect(DateText.absolute(date).wholeMatch(of: absolutePattern) != nil, "\(date.timeIntervalSince1970)")
            #expect(!DateText.relative(date, now: now).isEmpty)
            #expect(DateText.day(date).count == 10)
            let wait = DateText.shortWait(random.untrustedInt())
            #expect(wait.hasSuffix(" s") || wait.hasSuffix(" min") || wait == "over a day", "\(wait)")
            let limit = RateLimit(remaining: 0, resetAt: date, resource: "search")
            #expect(ErrorSentence.describe(.rateLimited(limit), now: now, hasToken: true)
                .hasPrefix("search rate limit reached"))
            _ = ErrorSentence.describe(.secondaryRateLimit(retryAfter: random.untrustedInt(), message: ""), now: now,
                                       hasToken: true)
            _ = CacheAgeSentence.refreshing(fetchedAt: date, now: now)
        }
    }

    @Test func anAbsurdResetReadsAsOverADay() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        let limit = RateLimit(remaining: 0, resetAt: Date(timeIntervalSince1970: 0x1p63),
                              resource: "search")
        #expect(ErrorSentence.describe(.rateLimited(limit), now: now, hasToken: true)
            == "search rate limit reached; resets in over a day")
        #expect(ErrorSentence.describe(.secondaryRateLimit(retryAfter: Int.max, message: ""), now: now, hasToken: true)
            == "GitHub's secondary rate limit was hit; wait over a day before searching again")
        #expect(DateText.shortWait(86_400) == "1440 min")
    }

    @Test func yearOneAndYear9999ReadAsThemselves() {
        #expect(DateText.absolute(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01 00:00 UTC")
        #expect(DateText.absolute(Date(timeIntervalSince1970: 253_402_300_799)) == "9999-12-31 23:59 UTC")
        #expect(DateText.absolute(Date(timeIntervalSince1970: 1e300)) == "9999-12-31 23:59 UTC")
        #expect(DateText.day(Date(timeIntervalSince1970: -1e300)) == "0001-01-01")
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(DateText.relative(Date(timeIntervalSince1970: -62_135_596_800), now: now) == "2024 years ago")
        #expect(DateText.relative(Date(timeIntervalSince1970: .greatestFiniteMagnitude), now: now)
            == "in 292471208677 years")
    }

    @Test func aRepositoryWithAbsurdNumbersAndDatesHasFacts() {
        var random = SeededGenerator(seed: 22)
        for _ in 0..<500 {
            let repository = Repository(
                id: random.untrustedInt(), name: "r", fullName: "o/r", owner: User(login: "o", id: random.untrustedInt()),
                htmlURL: "https://github.com/o/r", stargazersCount: random.untrustedInt(),
                forksCount: random.untrustedInt(), watchersCount: random.untrustedInt(),
                subscribersCount: random.untrustedInt(), openIssuesCount: random.untrustedInt(),
                createdAt: Date(timeIntervalSince1970: random.untrustedInterval()),
                updatedAt: Date(timeIntervalSince1970: random.untrustedInterval()),
                pushedAt: Date(timeIntervalSince1970: random.untrustedInterval()))
            let facts = RepositoryFacts.facts(for: repository, now: Date(timeIntervalSince1970: 1_700_000_000))
            #expect(facts.contains { $0.label == "Stars" })
        }
    }
}
