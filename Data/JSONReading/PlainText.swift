/// A word-at-a-time test for printable ASCII: the bytes a string's text may hold as they are
/// and copy without validation (no control character, nothing at 0x80 or above).
enum PlainText {
    /// True when each of the `count` bytes at `start` is in 0x20...0x7F: 32 bytes a round,
    /// each word's flag bits (its own high bits and the borrows of a byte below 0x20) gathered.
    static func isPrintableASCII(_ start: UnsafeRawPointer, count: Int) -> Bool {
        let spaces: UInt64 = 0x2020_2020_2020_2020, highs: UInt64 = 0x8080_8080_8080_8080
        var flags: UInt64 = 0
        var offset = 0
        func flagged(_ offset: Int) -> UInt64 {
            let word = (start + offset).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 borrows into its own high bit; a borrow reaches a higher byte only
            // past a flagged one, so no printable text is flagged.
            return (word &- spaces) | word
        }
        while count - offset >= 32 {
            flags |= flagged(offset) | flagged(offset + 8) | flagged(offset + 16) | flagged(offset + 24)
            offset += 32
        }
        while count - offset >= 8 {
            flags |= flagged(offset)
            offset += 8
        }
        while offset < count {
            let byte = start.load(fromByteOffset: offset, as: UInt8.self)
            if byte < 0x20 || byte >= 0x80 { return false }
            offset += 1
        }
        return flags & highs == 0
    }
}
