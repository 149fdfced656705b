/// Measures text in terminal cells, one grapheme cluster (Swift `Character`) at a time.
///
/// East Asian Wide/Fullwidth characters and emoji (including ZWJ sequences, flags, skin
/// tones, keycaps and anything with VS16) take two cells; combining marks, zero-width
/// characters and controls take none; everything else takes one.
public enum DisplayWidth {
    /// Total cells of `s`.
    public static func of(_ s: String) -> Int {
        var copy = s
        let ascii: Int? = copy.withUTF8 { utf8 in
            var count = 0
            for byte in utf8 {
                if byte >= 0x80 { return nil }
                if byte >= 0x20 && byte < 0x7F { count += 1 }
            }
            return count
        }
        if let ascii { return ascii }
        var total = 0
        ClusterScan.scan(s, ascii: { byte in
            if byte >= 0x20 && byte < 0x7F { total += 1 }
        }, scalar: { scalar, _ in
            total += ofSimple(scalar)
        }, cluster: { character in
            total += of(character)
        })
        return total
    }

    /// Cells of a cluster that is one `ClusterScan.isSimple` scalar: none of those is zero-width,
    /// a regional indicator or a keycap base, so wide (the table) or emoji presentation (none below
    /// U+231A) is all that counts; the same answer `of(Character)` gives.
    static func ofSimple(_ v: UInt32) -> Int {
        if v < 0x2000 { return 1 }
        if (0x4E00...0x9FFF).contains(v) || WideCharacterTable.contains(v) { return 2 }
        return Unicode.Scalar(v).map { $0.properties.isEmojiPresentation ? 2 : 1 } ?? 1
    }

    /// Cells of one grapheme cluster: 0, 1 or 2.
    public static func of(_ c: Character) -> Int {
        let scalars = c.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let v = first.value
        if v < 0x80 {
            if v < 0x20 || v == 0x7F { return 0 }
            // Keycaps: [0-9#*] with VS16 and/or U+20E3 are emoji.
            if (0x30...0x39).contains(v) || v == 0x23 || v == 0x2A {
                for next in scalars.dropFirst() where next.value == 0xFE0F || next.value == 0x20E3 {
                    return 2
                }
            }
            return 1
        }
        // CJK ideographs, kana and Hangul syllables (no combining marks among them): wide.
        if (0x4E00...0x9FFF).contains(v) || (0x3041...0x3096).contains(v) || (0x30A1...0x30FA).contains(v)
            || (0xAC00...0xD7A3).contains(v) {
            return 2
        }
        if isZeroWidthBase(first) { return 0 }
        // A single regional indicator is narrow; a pair is a flag.
        if (0x1F1E6...0x1F1FF).contains(v) {
            return scalars.dropFirst().contains { (0x1F1E6...0x1F1FF).contains($0.value) } ? 2 : 1
        }
        if WideCharacterTable.contains(v) || first.properties.isEmojiPresentation { return 2 }
        var hasEmojiSelector = false
        var hasJoinedEmoji = false
        var previousWasJoiner = false
        for scalar in scalars.dropFirst() {
            switch scalar.value {
            case 0xFE0F, 0x1F3FB...0x1F3FF:
                hasEmojiSelector = true  // VS16 or a skin tone modifier
            case 0x200D:
                previousWasJoiner = true
                continue
            default:
                if previousWasJoiner && scalar.properties.isEmoji { hasJoinedEmoji = true }
            }
            previousWasJoiner = false
        }
        if hasEmojiSelector && first.properties.isEmoji { return 2 }
        if hasJoinedEmoji && first.properties.isEmoji { return 2 }
        return 1
    }

    /// A cluster that starts with one of these draws nothing on its own.
    private static func isZeroWidthBase(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v <= 0x9F { return true }  // C1 controls (C0 handled by the ASCII path)
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return true } // Hangul medial/final jamo
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return false
        }
    }
}
