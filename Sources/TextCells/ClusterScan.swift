/// Walks a string's grapheme clusters cheaply: printable runs of ASCII a byte at a time, and only
/// the stretches around other characters through Swift's grapheme breaking.
///
/// An ASCII byte followed by another ASCII byte (or the end) is a cluster of its own (Unicode's
/// rule GB999; CR LF is the one pair that is not, and is left to grapheme breaking), so only the
/// bytes from the ASCII character before a non-ASCII one to the first such lone ASCII byte after
/// it need the real thing. What the callbacks see is exactly what `for c in text` would give.
enum ClusterScan {
    @inline(__always)
    static func scan(_ text: String, ascii: (UInt8) -> Void, cluster: (Character) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            let count = utf8.count
            var index = 0
            while index < count {
                let byte = utf8[index]
                if byte < 0x80, byte != 0x0D, index + 1 == count || utf8[index + 1] < 0x80 {
                    ascii(byte)
                    index += 1
                    continue
                }
                // A stretch that ends just after a lone ASCII byte (or at the end).
                var end = index + 1
                while end < count {
                    let b = utf8[end]
                    end += 1
                    if b < 0x80, b != 0x0D, end == count || utf8[end] < 0x80 { break }
                }
                let stretch = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<end]), as: UTF8.self)
                for character in stretch { cluster(character) }
                index = end
            }
        }
    }
}
