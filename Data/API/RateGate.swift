#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Synchronization

/// What every request waits behind: one gate per rate-limit resource GitHub counts (`search`,
/// `core`) and one for secondary limits, which hold every request. Learnt from every answer
/// (a 403/429 limit, or `x-ratelimit-remaining: 0`), shared by every screen and the command line.
public final class RateGate: Sendable {
    /// The budget a request spends, by GitHub's rules.
    public enum Resource: Hashable, Sendable {
        case search
        case core

        /// `/search/…` spends the search budget; everything else the core one.
        public init(path: String) {
            self = path.hasPrefix("/search/") || path.hasPrefix("search/") ? .search : .core
        }
    }

    /// How long a secondary limit holds requests when GitHub names no `retry-after`.
    public static let secondaryWaitWithoutRetryAfter = 60.0

    private struct State {
        var closedUntil: [Resource: RateLimit] = [:]
        var secondaryUntil: Date?
        var secondaryMessage = ""
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
            return nil
        }
    }

    /// Learns from what a request for `resource` came back with.
    public func learn<Value>(from answer: Result<GitHubResponse<Value>, GitHubError>, resource: Resource) {
        let now = clock()
        state.withLock { state in
            switch answer {
            case .success(let response):
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
                let wait = retryAfter.map { max(Double($0), 1) } ?? Self.secondaryWaitWithoutRetryAfter
                state.secondaryUntil = now.addingTimeInterval(wait)
                state.secondaryMessage = message
            case .failure:
                break
            }
        }
    }
}
