/// Makes untrusted text safe to hand to a terminal.
///
/// Removes every escape sequence (7-bit and 8-bit C1 forms), every remaining C0/C1 control
/// and DEL, bidirectional controls and invisible format characters that can spoof what a
/// reader sees. Tabs become spaces. Runs in one linear pass and accepts any input.
public enum TextSanitizer {
    /// Text for one terminal line: every line break (CR, LF, CRLF, U+2028, U+2029) becomes one space.
    public static func singleLine(_ s: String) -> String {
        sanitize(s, keepNewlines: false)
    }

    /// Text that may span lines: line breaks become LF (CR and CRLF too), nothing else survives.
    public static func multiline(_ s: String) -> String {
        sanitize(s, keepNewlines: true)
    }

    // MARK: - Scanner

    private enum State {
        case text
        /// After ESC, possibly after intermediates (0x20-0x2F) of an nF sequence.
        case escape
        /// After ESC N / ESC O: the next printable character belongs to the sequence.
        case singleShift
        /// Inside CSI: parameters and intermediates until a final byte.
        case controlSequence
        /// Inside OSC, DCS, SOS, PM or APC: everything until ST or BEL.
        case controlString
        /// Inside a control string, just after ESC (ESC \ ends it).
        case controlStringEscape
    }

    private static func sanitize(_ s: String, keepNewlines: Bool) -> String {
        if isPlainASCII(s) { return s }
        var output = String.UnicodeScalarView()
        var state = State.text
        var lastWasCR = false
        var previousKept: Unicode.Scalar?

        func emit(_ scalar: Unicode.Scalar) {
            output.append(scalar)
            previousKept = scalar
        }
        func lineBreak() {
            emit(keepNewlines ? "\n" : " ")
        }

        for scalar in s.unicodeScalars {
            let v = scalar.value
            switch state {
            case .text:
                break
            case .escape:
                if (0x20...0x2F).contains(v) { continue }           // nF intermediates
                if v == 0x5B { state = .controlSequence; continue } // [
                if v == 0x5D || v == 0x50 || v == 0x58 || v == 0x5E || v == 0x5F { // ] P X ^ _
                    state = .controlString; continue
                }
                if v == 0x4E || v == 0x4F { state = .singleShift; continue } // N O
                state = .text
                if (0x30...0x7E).contains(v) { continue }           // final byte of ESC x
                // Anything else aborts the sequence and is handled as ordinary input below.
            case .singleShift:
                state = .text
                if (0x20...0x7E).contains(v) { continue }
            case .controlSequence:
                if (0x20...0x3F).contains(v) { continue }
                state = .text
                if (0x40...0x7E).contains(v) { continue }
                // A malformed CSI ends here; the character is processed normally.
            case .controlString:
                if v == 0x07 || v == 0x9C { state = .text } else if v == 0x1B { state = .controlStringEscape }
                continue
            case .controlStringEscape:
                if v == 0x5C || v == 0x07 || v == 0x9C { state = .text }
                else if v != 0x1B { state = .controlString }
                continue
            }

            // Ordinary text.
            let isCR = v == 0x0D
            defer { lastWasCR = isCR }
            switch v {
            case 0x1B:
                state = .escape
            case 0x9B:
                state = .controlSequence
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                state = .controlString
            case 0x0D:
                lineBreak()
            case 0x0A:
                if !lastWasCR { lineBreak() }
            case 0x2028, 0x2029:
                lineBreak()
            case 0x09:
                emit(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                break
            case 0xE0020...0xE007F:
                // Tag characters only survive inside an emoji tag sequence (subdivision flags).
                if let p = previousKept, p.value == 0x1F3F4 || (0xE0020...0xE007F).contains(p.value) {
                    emit(scalar)
                }
            default:
                if !isInvisibleFormat(v) { emit(scalar) }
            }
        }
        return String(output)
    }

    /// Nothing to remove: no control, no escape, no line break to replace and none of the
    /// invisible format characters, judged on the UTF-8 bytes (conservatively: a few harmless
    /// characters near the removed ones also send the text the long way).
    static func isPlainASCII(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { isPlain($0) }
    }

    /// True when every byte of `s` is printable ASCII (0x20–0x7E): one cluster and one cell each.
    public static func isPlainPrintableASCII(_ s: String) -> Bool {
        s.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// True when `singleLine` and `multiline` would hand back these UTF-8 bytes unchanged (the
    /// same conservative test as for a `String`), so callers holding bytes can skip making one.
    public static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = utf8.count
        var index = 0
        while index < count {
            let byte = utf8[index]
            if byte < 0x80 {
                if byte < 0x20 || byte == 0x7F { return false }
                index += 1
                continue
            }
            let second: UInt8 = index + 1 < count ? utf8[index + 1] : 0
            let third: UInt8 = index + 2 < count ? utf8[index + 2] : 0
            switch byte {
            case 0xC2:  // U+0080 ... U+00BF: C1 controls, soft hyphen
                if second < 0xA0 || second == 0xAD { return false }
            case 0xD8:  // U+061C
                if second == 0x9C { return false }
            case 0xE1:  // U+180E
                if second == 0xA0 { return false }
            case 0xE2:  // U+200B ... U+200F, U+2028 ... U+202E, U+2060 ... U+206F
                if second == 0x80 && ((0x8B...0x8F).contains(third) || (0xA8...0xAE).contains(third)) { return false }
                if second == 0x81 && third >= 0xA0 { return false }
            case 0xE3:  // U+3164
                if second == 0x85 { return false }
            case 0xEF:  // U+FEFF, U+FFA0, U+FFF9 ... U+FFFB
                if second == 0xBB || second == 0xBE || second == 0xBF { return false }
            case 0xF0:  // U+1D173 ... U+1D17A
                if second == 0x9D { return false }
            case 0xF3:  // U+E0001, tags U+E0020 ... U+E007F
                if second == 0xA0 { return false }
            default:
                break
            }
            index += byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
        }
        return true
    }

    /// Bidirectional controls and invisible characters that can make text read differently
    /// from what it is. ZWJ, ZWNJ and variation selectors stay: emoji and scripts need them.
    private static func isInvisibleFormat(_ v: UInt32) -> Bool {
        switch v {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: return true  // bidi
        case 0x00AD, 0x180E, 0x200B, 0x2060...0x2065, 0x206A...0x206F: return true
        case 0xFEFF, 0xFFF9...0xFFFB, 0x3164, 0xFFA0, 0x1D173...0x1D17A, 0xE0001: return true
        default: return false
        }
    }
}
