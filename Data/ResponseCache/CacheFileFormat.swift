#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The bytes of one cache entry file, version 1:
///
/// ```
/// "GHBCACHE"                 8 bytes, magic
/// 0x01                       1 byte, format version
/// metadata length            4 bytes, big-endian
/// metadata                   UTF-8 JSON: {"key":{method,url,accept,credential},"status",
///                            "fetchedAt" (Unix seconds, fractional),"headers":[{name,value}]}
/// body length                8 bytes, big-endian
/// body                       verbatim, as received
/// ```
/// Anything else (another magic or version, lengths that do not add up to the file) is not an entry.
public enum CacheFileFormat {
    public static let magic = Array("GHBCACHE".utf8)
    public static let version: UInt8 = 1
    /// Metadata larger than this is not believed (keeps a corrupt length from allocating much).
    static let maximumMetadataBytes = 1 << 20

    /// What `encode` writes (`CacheMetadataReader` reads it back).
    private struct Metadata: Encodable {
        var key: CacheKey
        var status: Int
        var fetchedAt: Double
        var headers: [CachedHeader]
    }

    /// The metadata JSON `encode` writes for `entry`, its keys sorted: the same entry is the same
    /// bytes every time (Foundation's own order of keys changes from one call to the next on Linux).
    static func metadataJSON(_ entry: CachedResponse) -> [UInt8] {
        let metadata = Metadata(key: entry.key, status: entry.status,
                                fetchedAt: entry.fetchedAt.timeIntervalSince1970, headers: entry.headers)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(metadata)).map { Array($0) } ?? []
    }

    /// The whole file for `entry`: its `header(for:)`, then the body.
    public static func encode(_ entry: CachedResponse) -> [UInt8] {
        var bytes = header(for: entry, reserving: entry.body.count)
        bytes += entry.body
        return bytes
    }

    /// Everything the file for `entry` holds before the body (magic, version, metadata, the body's
    /// length): written ahead of the body itself, so a large body is never copied to be stored.
    public static func header(for entry: CachedResponse, reserving extra: Int = 0) -> [UInt8] {
        let json = metadataJSON(entry)
        var bytes = magic
        bytes.reserveCapacity(magic.count + 13 + json.count + extra)
        bytes.append(version)
        appendBigEndian(UInt64(json.count), width: 4, to: &bytes)
        bytes += json
        appendBigEndian(UInt64(entry.body.count), width: 8, to: &bytes)
        return bytes
    }

    /// The entry in `bytes`, or nil when they are not a version-1 entry.
    public static func decode(_ bytes: [UInt8]) -> CachedResponse? {
        var offset = 0
        guard bytes.count >= magic.count + 1 + 4, Array(bytes[0..<magic.count]) == magic else { return nil }
        offset = magic.count
        guard bytes[offset] == version else { return nil }
        offset += 1
        guard let metadataLength = readBigEndian(bytes, at: &offset, width: 4),
              metadataLength <= UInt64(maximumMetadataBytes),
              UInt64(bytes.count - offset) >= metadataLength else { return nil }
        let metadataEnd = offset + Int(metadataLength)
        guard let metadata = try? CacheMetadataReader.read(bytes[offset..<metadataEnd]),
              metadata.fetchedAt.isFinite else { return nil }
        offset = metadataEnd
        guard let bodyLength = readBigEndian(bytes, at: &offset, width: 8),
              UInt64(bytes.count - offset) == bodyLength else { return nil }
        return CachedResponse(key: metadata.key, status: metadata.status, headers: metadata.headers,
                              body: Data(bytes[offset...]),
                              fetchedAt: Date(timeIntervalSince1970: metadata.fetchedAt))
    }

    private static func appendBigEndian(_ value: UInt64, width: Int, to bytes: inout [UInt8]) {
        for index in (0..<width).reversed() {
            bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(index * 8)))
        }
    }

    private static func readBigEndian(_ bytes: [UInt8], at offset: inout Int, width: Int) -> UInt64? {
        guard bytes.count - offset >= width else { return nil }
        var value: UInt64 = 0
        for index in 0..<width {
            value = value << 8 | UInt64(bytes[offset + index])
        }
        offset += width
        return value
    }
}
