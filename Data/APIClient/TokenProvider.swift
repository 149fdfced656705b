#if canImport(Dispatch)
import Dispatch
#endif
import ResponseCache
import Synchronization

/// The token requests are sent with, known at once (`GH_TOKEN`, `hosts.yml`) or filled in later
/// by a resolver running in the background (`gh auth token`). Requests that go to GitHub wait
/// for it; reading the response cache does not need to, when the account the token will belong
/// to is known beforehand (`cacheIdentity`), so the first frame never waits for `gh`.
///
/// The token is held in memory only; nothing here writes or prints it.
public final class TokenProvider: Sendable {
    private struct State {
        var settled: Bool
        var token: String?
    }

    /// How long a request waits for a resolver that never fills the provider (a safety net: the
    /// resolver has its own, shorter, time limit).
    public static let longestWait: Duration = .seconds(30)

    private let state: Mutex<State>
    private let settledSignal = DispatchSemaphore(value: 0)
    /// The cache identity fixed before the token is known, or nil to derive it from the token.
    private let fixedCacheIdentity: String?

    /// A provider that already holds its token (or knows there is none).
    public init(token: String?) {
        state = Mutex(State(settled: true, token: Self.normalized(token)))
        fixedCacheIdentity = nil
        settledSignal.signal()
    }

    /// A provider whose token comes later, through `settle(token:)`.
    /// - Parameter cacheIdentity: who the token will belong to, when that is known already (for
    ///   `gh`'s login, "account:HOST/LOGIN" from `hosts.yml`), so that account's cached answers are
    ///   read at once; nil to use the token's hash once it is known (and read the anonymous
    ///   answers until then).
    public init(pendingWithCacheIdentity cacheIdentity: String?) {
        state = Mutex(State(settled: false, token: nil))
        fixedCacheIdentity = cacheIdentity
    }

    /// Fills a pending provider; later calls change nothing.
    public func settle(token: String?) {
        let first = state.withLock { state -> Bool in
            guard !state.settled else { return false }
            state.settled = true
            state.token = Self.normalized(token)
            return true
        }
        if first { settledSignal.signal() }
    }

    /// Whether the token is known (present or not).
    public var isSettled: Bool { state.withLock { $0.settled } }

    /// The token, waiting for a pending provider to settle (at most `longestWait`). Never call
    /// this on the UI thread.
    public var token: String? {
        waitUntilSettled()
        return state.withLock { $0.token }
    }

    /// The token if it is known now, without waiting.
    public var tokenIfSettled: String? {
        state.withLock { $0.settled ? $0.token : nil }
    }

    /// Whose answers the response cache keeps apart, never the token itself, once the token is
    /// known: the fixed identity when one was given, else `CredentialIdentity.of(token:)`
    /// (waiting for the token). Answers are stored under this one.
    public var cacheIdentity: String {
        if let fixedCacheIdentity { return fixedCacheIdentity }
        return CredentialIdentity.of(token: token)
    }

    /// The identity to read the cache with now, without waiting: the fixed one, else the
    /// token's once settled, else "anonymous" (what a request without a token would have
    /// stored: public answers only). A request that goes to GitHub looks again with
    /// `cacheIdentity` before it stores anything.
    public var cacheIdentityNow: String {
        if let fixedCacheIdentity { return fixedCacheIdentity }
        return state.withLock { $0.settled } ? CredentialIdentity.of(token: tokenIfSettled) : CredentialIdentity.of(token: nil)
    }

    private func waitUntilSettled() {
        if isSettled { return }
        let (seconds, attoseconds) = Self.longestWait.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        if settledSignal.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success {
            settledSignal.signal() // let the next waiter through too
        }
    }

    private static func normalized(_ token: String?) -> String? {
        guard let token, !token.isEmpty else { return nil }
        return token
    }
}
