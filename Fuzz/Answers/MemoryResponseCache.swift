#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ResponseCache
import Synchronization

/// A response cache in memory, storing what `FileResponseCache` would (through the same file
/// format, so an entry that would not survive the disk does not survive here either).
final class MemoryResponseCache: ResponseCaching {
    private let entries = Mutex<[CacheKey: [UInt8]]>([:])
    let warning: String? = nil
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    func lookup(_ key: CacheKey) -> CacheHit? {
        guard let bytes = entries.withLock({ $0[key] }) else { return nil }
        guard let entry = CacheFileFormat.decode(bytes) else {
            remove(key)
            return nil
        }
        return CacheHit(entry: entry, age: entry.age(at: now))
    }

    func store(_ key: CacheKey, status: Int, headers: [CachedHeader], body: Data) -> CachedResponse? {
        guard status == 200, !CacheControl(parsing: headers.first { $0.name.lowercased() == "cache-control" }?.value)
            .noStore else {
            remove(key)
            return nil
        }
        let entry = CachedResponse(key: key, status: status, headers: headers, body: body, fetchedAt: now)
        entries.withLock { $0[key] = CacheFileFormat.encode(entry) }
        return entry
    }

    func refresh(_ entry: CachedResponse, notModifiedHeaders: [CachedHeader]) -> CachedResponse? {
        let refreshed = entry.refreshed(by: notModifiedHeaders, at: now)
        entries.withLock { $0[entry.key] = CacheFileFormat.encode(refreshed) }
        return refreshed
    }

    func remove(_ key: CacheKey) {
        _ = entries.withLock { $0.removeValue(forKey: key) }
    }
}
