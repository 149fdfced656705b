/// What `--jq`'s JSON results go through: libjq escapes C0 controls only, so DEL, the C1 controls
/// (U+009B is a CSI to a terminal) and the bidirectional controls are written as `\uXXXX` too.
/// They can only stand inside strings, so the JSON stays valid and lossless. `--json` itself
/// escapes the same characters as it writes (`JSONStringEscaper`).
enum JSONInvisibles {
    static func escaped(_ json: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if needsEscape(scalar) {
                let hex = String(scalar.value, radix: 16)
                result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }
}
