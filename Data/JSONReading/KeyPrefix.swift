/// A member name with its closing quote as two little-endian words: its first 8 bytes (the
/// rest zero when it is shorter) and, when it is longer than 8, its last 8 (overlapping the
/// first). A key is told from the names by comparing these, and byte by byte only past 16.
@usableFromInline
enum KeyPrefix {
    /// The words for the `length` bytes at `start` and the quote after them; `canLoadWord` says
    /// that 8 bytes may be read at `start` (the buffer goes on), so one load does.
    @inline(__always) @usableFromInline
    static func words(_ start: UnsafeRawPointer, length: Int, canLoadWord: Bool) -> (head: UInt64, tail: UInt64) {
        let quoted = length + 1
        if quoted > 8 {
            // Both loads are inside the name and its quote.
            return (UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)),
                    UInt64(littleEndian: (start + quoted - 8).loadUnaligned(as: UInt64.self)))
        }
        if canLoadWord {
            let word = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self))
            return (quoted == 8 ? word : word & ((1 << (UInt64(quoted) * 8)) - 1), 0)
        }
        var value: UInt64 = 0
        for offset in 0..<quoted {
            value |= UInt64(start.load(fromByteOffset: offset, as: UInt8.self)) << (UInt64(offset) * 8)
        }
        return (value, 0)
    }
}
