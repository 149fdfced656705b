#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Writes handed to a background thread and not yet done (the search history's), so the app can
/// let them finish before it exits: a search made just before quitting is still recalled at the
/// next launch.
public final class PendingWrites: Sendable {
    private let count = Mutex(0)

    public init() {}

    /// How many are handed over and not done.
    public var pending: Int { count.withLock { $0 } }

    func begin() {
        count.withLock { $0 += 1 }
    }

    func end() {
        count.withLock { $0 = max($0 - 1, 0) }
    }

    /// Waits until none is pending, or `seconds` have passed (a store on a stuck disk must not
    /// keep the terminal from its shell).
    public func waitUntilDone(seconds: Double) {
        var waited = 0.0
        while pending > 0 && waited < seconds {
            usleep(1_000)
            waited += 0.001
        }
    }
}
