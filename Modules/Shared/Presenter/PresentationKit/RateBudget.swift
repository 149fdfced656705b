import Entities

/// What is left of the rate-limit budget a screen spends, from the latest answer's
/// `x-ratelimit-*` headers: "search limit 28/30 left", a warning when 10 % or less is left.
public struct RateBudget: Equatable, Sendable {
    public let text: String
    /// 10 % or less of the limit is left.
    public let isLow: Bool

    /// Nil when the headers did not say how much is left.
    /// - Parameter resource: the budget's name when the headers do not give it ("search", "core").
    public init?(_ limit: RateLimit?, resource: String) {
        guard let limit, let remaining = limit.remaining else { return nil }
        let name = limit.resource ?? resource
        if let total = limit.limit {
            text = "\(name) limit \(CompactNumber.grouped(remaining))/\(CompactNumber.grouped(total)) left"
            // remaining * 10 <= total, without overflowing on absurd headers (Int.max, Int.min).
            let (tenfold, overflow) = remaining.multipliedReportingOverflow(by: 10)
            isLow = overflow ? remaining < 0 : tenfold <= total
        } else {
            text = "\(name) limit \(CompactNumber.grouped(remaining)) left"
            isLow = remaining <= 0
        }
    }
}
