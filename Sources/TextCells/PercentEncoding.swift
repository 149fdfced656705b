/// RFC 3986 percent-encoding of UTF-8 text, so anything a person types reaches GitHub unchanged,
/// and the decoding that reads it back (the loopback fixture server, README anchors). The one
/// percent-coder in the tree.
public enum PercentEncoding {
    /// Encodes everything but the unreserved characters `A-Z a-z 0-9 - . _ ~`
    /// (so space becomes `%20`, `+` becomes `%2B`, and `&`, `#`, `=`, `/`, `:` are escaped).
    public static func encodeQueryValue(_ text: String) -> String {
        encode(text)
    }

    /// Encodes a single path segment (an owner or repository name).
    public static func encodePathSegment(_ text: String) -> String {
        encode(text)
    }

    /// Decodes `%XX` escapes (and `+` as a space when `plusIsSpace`, as in a query string);
    /// a `%` not followed by two hex digits stays as it is. Invalid UTF-8 becomes U+FFFD.
    public static func decode(_ text: Substring, plusIsSpace: Bool) -> String {
        let input = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == UInt8(ascii: "%"), index + 2 < input.count,
               let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2]) {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") && plusIsSpace ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Escapes only the characters a browser command line or URL parser chokes on (space, `"`,
    /// `<`, `>`, `` ` ``, `{`, `}`, `|`, `\`, `^`), leaving the rest of an already-formed URL alone.
    public static func escapeUnsafeURLCharacters(_ url: String) -> String {
        func unsafe(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x20, 0x22, 0x3C, 0x3E, 0x60, 0x7B, 0x7D, 0x7C, 0x5C, 0x5E: return true
            default: return false
            }
        }
        guard url.utf8.contains(where: unsafe) else { return url }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count + 8)
        for byte in url.utf8 {
            if unsafe(byte) {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }
}
