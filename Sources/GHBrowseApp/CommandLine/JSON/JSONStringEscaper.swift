/// The inside of a JSON string from UTF-8 bytes, in one pass: runs of bytes that need nothing are
/// copied whole; `"` and `\` are escaped, C0 controls as `\n`, `\r`, `\t`, `\b`, `\f` or `\u00XX`,
/// and what `JSONInvisibles` escapes (DEL, U+0080–U+009F, U+061C, U+200E, U+200F, U+2028–U+202E,
/// U+2066–U+2069) as `\uXXXX`, hex in lower case, recognised by their UTF-8 bytes.
enum JSONStringEscaper {
    /// Appends `utf8` (valid UTF-8, as a `String`'s) to `bytes`, escaped for the inside of a JSON string.
    static func append(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let count = utf8.count
        var runStart = 0
        var index = 0
        while index < count {
            let byte = utf8[index]
            if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
                index += 1
                continue
            }
            // The scalar this byte starts, and how many bytes it takes, when it is one to escape.
            var escaped: UInt32?
            var length = 1
            switch byte {
            case 0x00..<0x20, 0x22, 0x5C, 0x7F:
                escaped = UInt32(byte)
            case 0xC2:
                if index + 1 < count, utf8[index + 1] <= 0x9F {
                    escaped = UInt32(utf8[index + 1])  // U+0080 ... U+009F: C2 80 ... C2 9F
                    length = 2
                }
            case 0xD8:
                if index + 1 < count, utf8[index + 1] == 0x9C {
                    escaped = 0x061C
                    length = 2
                }
            case 0xE2:
                if index + 2 < count {
                    let second = utf8[index + 1], third = utf8[index + 2]
                    if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) {
                        escaped = 0x2000 + UInt32(third - 0x80)
                        length = 3
                    } else if second == 0x81, (0xA6...0xA9).contains(third) {
                        escaped = 0x2040 + UInt32(third - 0x80)
                        length = 3
                    }
                }
            default:
                break
            }
            guard let scalar = escaped else {
                index += 1
                continue
            }
            if runStart < index {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            }
            appendEscape(scalar, to: &bytes)
            index += length
            runStart = index
        }
        if runStart < count {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
    }

    private static func appendEscape(_ scalar: UInt32, to bytes: inout [UInt8]) {
        let backslash = UInt8(ascii: "\\")
        switch scalar {
        case 0x22: bytes.append(contentsOf: [backslash, UInt8(ascii: "\"")])
        case 0x5C: bytes.append(contentsOf: [backslash, backslash])
        case 0x0A: bytes.append(contentsOf: [backslash, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [backslash, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [backslash, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [backslash, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [backslash, UInt8(ascii: "f")])
        default:
            bytes.append(backslash)
            bytes.append(UInt8(ascii: "u"))
            for shift in [12, 8, 4, 0] as [UInt32] {
                let nibble = UInt8((scalar >> shift) & 0xF)
                bytes.append(nibble < 10 ? 0x30 + nibble : 0x57 + nibble)  // 0-9, a-f
            }
        }
    }
}
