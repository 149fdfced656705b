import ResponseCache

/// What `GitHubRequestable.cached(_:)` read from the response cache, handed to the `send` of the
/// same request that "cached now, fresh later" makes right after it: that send then neither
/// reads the store again nor, when the stored copy is still fresh or GitHub answers `304`,
/// decodes the body a second time (a search page is about half a MiB).
///
/// Opaque outside the client. A read for another request (another key or type) is ignored.
public struct CacheRead: Sendable {
    let key: CacheKey
    let requestType: ObjectIdentifier
    let hit: CacheHit
    /// The value the entry's body decoded to (a `Request.Response`).
    let value: any Sendable

    init(key: CacheKey, requestType: ObjectIdentifier, hit: CacheHit, value: any Sendable) {
        self.key = key
        self.requestType = requestType
        self.hit = hit
        self.value = value
    }

    /// This read if it was made for `key` and `requestType`.
    func matching(key: CacheKey, requestType: ObjectIdentifier) -> CacheRead? {
        self.key == key && self.requestType == requestType ? self : nil
    }
}
