#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A stored entry and how old it is now.
public struct CacheHit: Equatable, Sendable {
    public var entry: CachedResponse
    /// Seconds since it was fetched, by the cache's clock.
    public var age: Double

    public init(entry: CachedResponse, age: Double) {
        self.entry = entry
        self.age = age
    }
}

/// Where answers to GitHub GETs are kept between runs. `FileResponseCache` is the real one;
/// `DisabledResponseCache` keeps nothing (`--no-cache`).
///
/// Safe to call from several threads, and from several processes sharing one store.
public protocol ResponseCaching: Sendable {
    /// One sentence saying why the cache is off, when it could not be set up; nil otherwise
    /// (also nil when it was turned off on purpose).
    var warning: String? { get }
    /// The entry for `key` and its age, or nil. Reads the store only, never the network;
    /// an entry that cannot be read or parsed is removed.
    func lookup(_ key: CacheKey) -> CacheHit?
    /// Keeps a successful answer to a GET (status 200, not `no-store`), stamped with the
    /// cache's clock; returns what was stored, or nil when it was not (and then forgets any
    /// older entry for `key`).
    @discardableResult
    func store(_ key: CacheKey, status: Int, headers: [CachedHeader], body: Data) -> CachedResponse?
    /// Merges a `304 Not Modified`'s headers into `entry` (the one whose validators the request
    /// sent, as `lookup` returned it: the store is not read again), stamps it now and stores it;
    /// returns the refreshed entry, or nil when it was not stored (and then forgets any entry
    /// for its key if the 304 says `no-store`). When the 304 changes nothing but the time and
    /// the rate limit, only the time is recorded: a later `lookup` has the older rate limit.
    @discardableResult
    func refresh(_ entry: CachedResponse, notModifiedHeaders: [CachedHeader]) -> CachedResponse?
    /// Forgets the entry for `key`.
    func remove(_ key: CacheKey)
}

/// A cache that keeps nothing: every lookup misses. For `--no-cache`, or when there is no
/// place for a cache (then `warning` says why).
public struct DisabledResponseCache: ResponseCaching {
    public let warning: String?

    public init(warning: String? = nil) {
        self.warning = warning
    }

    public func lookup(_ key: CacheKey) -> CacheHit? { nil }
    public func store(_ key: CacheKey, status: Int, headers: [CachedHeader], body: Data) -> CachedResponse? { nil }
    public func refresh(_ entry: CachedResponse, notModifiedHeaders: [CachedHeader]) -> CachedResponse? { nil }
    public func remove(_ key: CacheKey) {}
}

/// Which answers may be stored at all.
public enum CacheStorability {
    /// Only a 200 whose `Cache-Control` does not say `no-store`.
    public static func isStorable(status: Int, headers: [CachedHeader]) -> Bool {
        guard status == 200 else { return false }
        let control = headers.first { $0.name.lowercased() == "cache-control" }?.value
        return !CacheControl(parsing: control).noStore
    }
}
