/// Decodes HTML character references in raw HTML from a README: the common named ones and
/// every numeric one (`&#169;`, `&#xA9;`). Unknown names stay as written; numeric references
/// to NUL, surrogates or beyond U+10FFFF become U+FFFD. The result still needs sanitizing.
enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "©", "reg": "®", "trade": "™", "hellip": "…", "mdash": "—", "ndash": "–",
        "laquo": "«", "raquo": "»", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "middot": "·", "bull": "•", "times": "×", "divide": "÷", "deg": "°", "plusmn": "±",
        "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓", "harr": "↔", "hearts": "♥",
        "check": "✓", "star": "☆", "para": "¶", "sect": "§", "euro": "€", "pound": "£",
        "yen": "¥", "cent": "¢", "ensp": " ", "emsp": " ", "thinsp": " ", "zwj": "\u{200D}",
        "zwnj": "\u{200C}", "shy": "", "iexcl": "¡", "iquest": "¿", "frac12": "½",
        "frac14": "¼", "frac34": "¾", "sup2": "²", "sup3": "³", "micro": "µ", "not": "¬",
        "auml": "ä", "ouml": "ö", "uuml": "ü", "Auml": "Ä", "Ouml": "Ö", "Uuml": "Ü", "szlig": "ß",
        "eacute": "é", "egrave": "è", "aacute": "á", "agrave": "à", "ccedil": "ç", "ntilde": "ñ",
        "colon": ":", "sol": "/", "num": "#", "excl": "!", "lpar": "(", "rpar": ")", "vert": "|",
        "lbrack": "[", "rbrack": "]", "lbrace": "{", "rbrace": "}", "grave": "`", "Tab": "\t",
        "NewLine": "\n", "period": ".", "comma": ",", "semi": ";", "equals": "=", "quest": "?",
    ]

    /// `s` with character references replaced.
    static func decode(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "&")) else { return s }
        let scalars = Array(s.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "&" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            // Look for ';' within a short distance.
            var end = i + 1
            while end < scalars.count, end - i <= 32, scalars[end] != ";", scalars[end] != "&" { end += 1 }
            guard end < scalars.count, scalars[end] == ";", end > i + 1 else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[(i + 1)..<end])
            if let replacement = reference(String(name)) {
                out.append(contentsOf: replacement.unicodeScalars)
                i = end + 1
            } else {
                out.append(scalars[i])
                i += 1
            }
        }
        return String(out)
    }

    private static func reference(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value: UInt32?
            if digits.hasPrefix("x") || digits.hasPrefix("X") {
                value = digits.count > 1 && digits.count <= 9 ? UInt32(digits.dropFirst(), radix: 16) : nil
            } else {
                value = !digits.isEmpty && digits.count <= 8 ? UInt32(digits, radix: 10) : nil
            }
            guard let value else { return nil }
            guard value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
            return String(Character(scalar))
        }
        return named[name]
    }
}
