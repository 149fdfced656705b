/// Decoding of the sizes and counts GitHub sends (a blob's `size`, an asset's `download_count`,
/// a commit's `additions`): whatever number arrives becomes an `Int`, saturated at `Int.min` and
/// `Int.max` when it does not fit (`1e30`, `99999999999999999999`), truncated when it has a
/// fraction; a missing, null or non-numeric value is nil. Decoding never traps and a strange
/// number never fails the whole answer.
extension KeyedDecodingContainer {
    /// The number under `key` as an `Int` (see above), or nil.
    public func decodeCount(forKey key: Key) -> Int? {
        if let exact = try? decodeIfPresent(Int.self, forKey: key) { return exact }
        guard let real = try? decodeIfPresent(Double.self, forKey: key), !real.isNaN else { return nil }
        if real >= 9.223_372_036_854_775e18 { return Int.max }
        if real <= -9.223_372_036_854_775e18 { return Int.min }
        return Int(real)
    }
}
