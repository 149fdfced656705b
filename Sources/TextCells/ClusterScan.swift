/// Walks a string's grapheme clusters cheaply: most scalars are clusters of their own, and only
/// the stretches around the few that combine go through Swift's grapheme breaking.
///
/// A "simple" scalar (printable ASCII, Latin, Greek, Cyrillic, general punctuation and symbols,
/// CJK ideographs, kana, fullwidth forms, most emoji) neither extends the scalar before it nor
/// is extended by anything but combining scalars, joiners, selectors and the like, none of which
/// is simple. So between two simple scalars there is always a cluster boundary (Unicode's rule
/// GB999), and a simple scalar followed by a simple one (or the end) is a whole cluster. Anything
/// else is handed to grapheme breaking, from the scalar before it to the next such boundary.
/// What the callbacks see is exactly what `for c in text` would give: an ASCII cluster as its
/// byte, another one-scalar cluster as its scalar and UTF-8 bytes, anything else as a `Character`.
enum ClusterScan {
    @inline(__always)
    static func scan(_ text: String, ascii: (UInt8) -> Void, scalar simple: (UInt32, UnsafeBufferPointer<UInt8>) -> Void,
                     cluster: (Character) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            let count = utf8.count
            var index = 0
            var current = decode(utf8, at: index)
            while index < count {
                let next = index + current.length
                let following = decode(utf8, at: next)
                if isSimple(current.scalar), next == count || isSimple(following.scalar) {
                    if current.length == 1 {
                        ascii(UInt8(truncatingIfNeeded: current.scalar))
                    } else {
                        simple(current.scalar, UnsafeBufferPointer(rebasing: utf8[index..<next]))
                    }
                    index = next
                    current = following
                    continue
                }
                // A stretch that ends after a simple scalar followed by a simple one (or at the end).
                var end = next
                var scalar = following
                while end < count {
                    let after = end + scalar.length
                    let afterScalar = decode(utf8, at: after)
                    let endsHere = isSimple(scalar.scalar) && (after == count || isSimple(afterScalar.scalar))
                    end = after
                    scalar = afterScalar
                    if endsHere { break }
                }
                let stretch = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<end]), as: UTF8.self)
                for character in stretch { cluster(character) }
                index = end
                current = scalar
            }
        }
    }

    /// The scalar starting at `index` of valid UTF-8 and its length in bytes (0, 0 past the end).
    @inline(__always)
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: UInt32, length: Int) {
        guard index < utf8.count else { return (0, 0) }
        let lead = UInt32(utf8[index])
        if lead < 0x80 { return (lead, 1) }
        if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(utf8[index + 1] & 0x3F), 2) }
        if lead < 0xF0 {
            return ((lead & 0x0F) << 12 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F), 3)
        }
        return ((lead & 0x07) << 18 | UInt32(utf8[index + 1] & 0x3F) << 12 | UInt32(utf8[index + 2] & 0x3F) << 6
                | UInt32(utf8[index + 3] & 0x3F), 4)
    }

    /// Grapheme-break class "Other" (or Extended_Pictographic) with no special behaviour on either side.
    @inline(__always)
    static func isSimple(_ v: UInt32) -> Bool {
        if v < 0x80 { return v >= 0x20 && v < 0x7F }
        switch v {
        case 0xA0...0xAC, 0xAE...0x2FF,      // Latin-1 (not the soft hyphen), Latin Extended, IPA, modifiers
             0x370...0x482, 0x48A...0x52F,   // Greek, Cyrillic (not its combining marks)
             0x2010...0x2027, 0x2030...0x205E, 0x2070...0x209F, 0x20A0...0x20C0,  // punctuation, sub/superscripts, currency
             0x2100...0x218F, 0x2190...0x23FF, 0x2400...0x24FF, 0x2500...0x27BF,  // letterlike, arrows, technical, boxes, dingbats
             0x27C0...0x2BFF, 0x2E00...0x2E7F,
             0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,  // CJK punctuation, kana
             0x3105...0x312F, 0x31F0...0x31FF, 0x3200...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,                  // ideographs
             0xFE30...0xFE4F, 0xFF01...0xFF9D, 0xFFE0...0xFFE6,                  // compatibility and fullwidth forms
             0x1F300...0x1F3FA, 0x1F400...0x1FAFF,                               // emoji (not the skin tones)
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
