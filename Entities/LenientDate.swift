#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Decoding of the optional dates GitHub sends (`created_at`, `pushed_at`, `starred_at` …): a date
/// the decoder cannot read is nil, as a missing one is, so one malformed date in a list of a hundred
/// repositories loses that row's date, not the list.
///
/// Every entity's synthesized `Decodable` conformance in this module decodes an optional `Date`
/// through this overload: Swift prefers it to the generic `decodeIfPresent(_:forKey:)`.
extension KeyedDecodingContainer {
    func decodeIfPresent(_ type: Date.Type, forKey key: Key) throws -> Date? {
        guard contains(key), !((try? decodeNil(forKey: key)) ?? true) else { return nil }
        return try? decode(Date.self, forKey: key)
    }
}
