/// A member name's first 8 bytes as one little-endian word (zero-padded when shorter): a key
/// is told from the other names of its length by one comparison, and compared byte by byte
/// (past the 8) only when that matches.
@usableFromInline
enum KeyPrefix {
    /// The word for the `count` bytes at `start` (only the first 8 count); `canLoadWord` says
    /// that 8 bytes may be read there (the buffer goes on), so one load does.
    @inlinable
    static func word(_ start: UnsafeRawPointer, count: Int, canLoadWord: Bool) -> UInt64 {
        let length = min(count, 8)
        if canLoadWord {
            let word = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
            return length == 8 ? word : word & ((1 << (UInt64(length) * 8)) - 1)
        }
        var value: UInt64 = 0
        for offset in 0..<length {
            value |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << (UInt64(offset) * 8)
        }
        return value
    }
}
