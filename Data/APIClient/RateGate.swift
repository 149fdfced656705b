#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Synchronization

/// What every request waits behind: one gate per rate-limit resource GitHub counts (`search`,
/// `code_search`, `core`, `graphql`) and one for secondary limits, which hold every request. Learnt from every answer
/// (a 403/429 limit, or `x-ratelimit-remaining: 0`), shared by every screen and the command line.
///
/// A server error (5xx) holds its resource too: until its `retry-after` (read clamped to a day),
/// or, naming none, for a backoff that doubles with each one in a row (2 s, 4 s … 64 s). A
/// secondary limit that names no `retry-after` holds a minute, then 2, 4 … 16 min in a row.
/// An answer from GitHub (not the cache) forgets the failures in a row.
public final class RateGate: Sendable {
    /// The budget a request spends, by GitHub's rules.
    public enum Resource: Hashable, Sendable {
        case search
        /// `/search/code`'s own, lower budget (10 a minute): exhausting it holds no other search.
        case codeSearch
        case core
        /// GitHub's GraphQL API (`x-ratelimit-resource: graphql`): its own points budget.
        case graphql

        /// `/search/code` spends code search's budget, the other `/search/…` the search budget,
        /// `/graphql` GraphQL's; everything else the core one.
        public init(path: String) {
            if path == GraphQLEndpoint.path {
                self = .graphql
            } else if path.hasPrefix("/search/code") || path.hasPrefix("search/code") {
                self = .codeSearch
            } else {
                self = path.hasPrefix("/search/") || path.hasPrefix("search/") ? .search : .core
            }
        }
    }

    /// How long a secondary limit holds requests when GitHub names no `retry-after` (the first in a row).
    public static let secondaryWaitWithoutRetryAfter = 60.0
    /// The longest a secondary limit without `retry-after` holds, however many came in a row.
    public static let longestSecondaryWait = 960.0
    /// The hold after a server error naming no `retry-after` (the first in a row), and the longest.
    public static let firstServerBackoff = 2.0
    public static let longestServerBackoff = 64.0

    /// A resource held after a server error: until when, and what to answer meanwhile.
    private struct Trouble {
        var until: Date
        var status: Int
        var message: String?
    }

    private struct State {
        var closedUntil: [Resource: RateLimit] = [:]
        var secondaryUntil: Date?
        var secondaryMessage = ""
        var secondaryInARow = 0
        var troubled: [Resource: Trouble] = [:]
        var serverErrorsInARow: [Resource: Int] = [:]
    }

    private let state = Mutex(State())
    private let clock: @Sendable () -> Date

    public init(clock: @escaping @Sendable () -> Date) {
        self.clock = clock
    }

    /// The error a request for `resource` meets now, without being sent; nil when it may go.
    public func refusal(for resource: Resource) -> GitHubError? {
        let now = clock()
        return state.withLock { state in
            if let until = state.secondaryUntil {
                if now < until {
                    let left = Int(min(until.timeIntervalSince(now).rounded(.up), Double(Int32.max)))
                    return .secondaryRateLimit(retryAfter: max(left, 1), message: state.secondaryMessage)
                }
                state.secondaryUntil = nil
            }
            if let limit = state.closedUntil[resource] {
                if let reset = limit.resetAt, now < reset { return .rateLimited(limit) }
                state.closedUntil[resource] = nil
            }
            if let trouble = state.troubled[resource] {
                if now < trouble.until {
                    return .serverError(status: trouble.status, message: trouble.message,
                                        retryAfter: Self.wholeSecondsLeft(until: trouble.until, now: now))
                }
                state.troubled[resource] = nil
            }
            return nil
        }
    }

    /// Whole seconds from `now` to `until`, rounded up, at least 1 and within `Int32`.
    private static func wholeSecondsLeft(until: Date, now: Date) -> Int {
        max(Int(min(until.timeIntervalSince(now).rounded(.up), Double(Int32.max))), 1)
    }

    /// Learns from what a request for `resource` came back with.
    public func learn<Value>(from answer: Result<GitHubResponse<Value>, GitHubError>, resource: Resource) {
        let now = clock()
        state.withLock { state in
            switch answer {
            case .success(let response):
                if response.source != .cache {
                    // GitHub answered: the trouble is over.
                    state.troubled[resource] = nil
                    state.serverErrorsInARow[resource] = nil
                    state.secondaryInARow = 0
                }
                guard response.source == .network, let limit = response.rateLimit else { return }
                if limit.remaining == 0, let reset = limit.resetAt, reset > now {
                    state.closedUntil[resource] = limit
                } else {
                    state.closedUntil[resource] = nil
                }
            case .failure(.rateLimited(let limit)):
                var closing = limit
                if closing.resetAt.map({ $0 <= now }) ?? true {
                    closing.resetAt = now.addingTimeInterval(Self.secondaryWaitWithoutRetryAfter)
                }
                state.closedUntil[resource] = closing
            case .failure(.secondaryRateLimit(let retryAfter, let message)):
                state.secondaryInARow = min(state.secondaryInARow + 1, 32)
                let growing = Self.secondaryWaitWithoutRetryAfter * Double(1 << (state.secondaryInARow - 1))
                let wait = retryAfter.map { max(Double($0), 1) } ?? min(growing, Self.longestSecondaryWait)
                state.secondaryUntil = now.addingTimeInterval(wait)
                state.secondaryMessage = message
            case .failure(.serverError(let status, let message, let retryAfter)):
                let inARow = min((state.serverErrorsInARow[resource] ?? 0) + 1, 32)
                state.serverErrorsInARow[resource] = inARow
                let growing = min(Self.firstServerBackoff * Double(1 << (inARow - 1)), Self.longestServerBackoff)
                let wait = retryAfter.map { max(Double($0), 1) } ?? growing
                state.troubled[resource] = Trouble(until: now.addingTimeInterval(wait), status: status, message: message)
            case .failure:
                break
            }
        }
    }
}
