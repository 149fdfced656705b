import Synchronization
import ResponseCache

/// The entry `GitHubClient.cached(_:)` read last and the value it decoded to, kept for the
/// `send` of the same request that "cached now, fresh later" makes right after it: that send
/// then neither reads the store again nor, when the stored copy is still fresh or GitHub answers
/// `304`, decodes the body a second time (a search page is about half a MiB, so a second copy
/// while the first is on screen is what made a launch with the cache cost more memory).
///
/// Holds one read at most, and every `send` takes it (used or not), so it never outlives the
/// next request.
final class RecentCacheRead: Sendable {
    /// One read: the request's cache key and type, the entry with its age, the decoded value.
    struct Read: Sendable {
        var key: CacheKey
        var requestType: ObjectIdentifier
        var hit: CacheHit
        var value: any Sendable
    }

    private let latest = Mutex<Read?>(nil)

    /// Keeps `read`, replacing any earlier one.
    func remember(_ read: Read) {
        latest.withLock { $0 = read }
    }

    /// The kept read if it was for `key` and `requestType`; forgets it either way.
    func take(key: CacheKey, requestType: ObjectIdentifier) -> Read? {
        let read = latest.withLock { latest in
            defer { latest = nil }
            return latest
        }
        guard let read, read.key == key, read.requestType == requestType else { return nil }
        return read
    }
}
