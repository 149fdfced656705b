/// Base64 as GitHub sends a file in a JSON envelope: the standard alphabet, `=` padding, broken
/// into lines. Decoded in one pass over the UTF-8 bytes through a 256-entry table, skipping line
/// breaks, spaces and tabs, a few instructions a byte; anything else is not base64.
///
/// Written here rather than taken from a package: Foundation's `Data(base64Encoded:)` needs the
/// line breaks removed first (a second copy, and `String.filter` breaks graphemes at about a
/// thousand instructions a byte), and the one table and loop below is all the work there is.
enum Base64Lines {
    /// What the table says about a byte.
    private static let skip: UInt8 = 0xFE
    private static let invalid: UInt8 = 0xFF
    private static let padding: UInt8 = 0xFD

    /// 6-bit values for the alphabet, `skip` for whitespace, `padding` for `=`, `invalid` else.
    private static let table: [UInt8] = {
        var table = [UInt8](repeating: invalid, count: 256)
        for (value, byte) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
            table[Int(byte)] = UInt8(value)
        }
        for byte in [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t")] {
            table[Int(byte)] = skip
        }
        table[Int(UInt8(ascii: "="))] = padding
        return table
    }()

    /// The bytes `text` encodes, or nil when it is not base64 (a foreign character, a length
    /// that is not whole quadruples, padding anywhere but at the end).
    static func decode(_ text: String) -> [UInt8]? {
        var text = text
        return text.withUTF8 { decode(UnsafeRawBufferPointer($0)) }
    }

    /// The bytes `encoded` encodes, or nil when they are not base64.
    static func decode(_ encoded: UnsafeRawBufferPointer) -> [UInt8]? {
        var ok = true
        let output = [UInt8](unsafeUninitializedCapacity: encoded.count / 4 * 3 + 3) { buffer, written in
            ok = table.withUnsafeBufferPointer { table in
                decode(encoded, table: table, into: buffer.baseAddress!, written: &written)
            }
            if !ok { written = 0 }
        }
        return ok ? output : nil
    }

    /// The loop: writes what `encoded` decodes to at `output`, counting it in `written`; false when
    /// `encoded` is not base64.
    private static func decode(_ encoded: UnsafeRawBufferPointer, table: UnsafeBufferPointer<UInt8>,
                               into output: UnsafeMutablePointer<UInt8>, written: inout Int) -> Bool {
        var quad: UInt32 = 0
        var count = 0
        var out = 0
        var index = 0
        let end = encoded.count
        while index < end {
            // Four alphabet characters in a row (all of a line but its break): three bytes at once.
            if count == 0, end - index >= 4 {
                let a = table[Int(encoded[index])], b = table[Int(encoded[index + 1])]
                let c = table[Int(encoded[index + 2])], d = table[Int(encoded[index + 3])]
                if (a | b | c | d) < 64 {
                    let bits = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    output[out] = UInt8(truncatingIfNeeded: bits >> 16)
                    output[out + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                    output[out + 2] = UInt8(truncatingIfNeeded: bits)
                    out += 3
                    index += 4
                    continue
                }
            }
            let value = table[Int(encoded[index])]
            index += 1
            if value < 64 {
                quad = quad << 6 | UInt32(value)
                count += 1
                if count == 4 {
                    output[out] = UInt8(truncatingIfNeeded: quad >> 16)
                    output[out + 1] = UInt8(truncatingIfNeeded: quad >> 8)
                    output[out + 2] = UInt8(truncatingIfNeeded: quad)
                    out += 3
                    quad = 0
                    count = 0
                }
            } else if value == skip {
                continue
            } else if value == padding {
                // `=` completes a quadruple of two or three characters; then only whitespace.
                guard count >= 2 else { return false }
                var paddingSeen = 1
                while index < end {
                    let next = table[Int(encoded[index])]
                    index += 1
                    if next == padding {
                        paddingSeen += 1
                    } else if next != skip {
                        return false
                    }
                }
                guard count + paddingSeen == 4 else { return false }
                if count == 2 {
                    output[out] = UInt8(truncatingIfNeeded: quad >> 4)
                    out += 1
                } else {
                    output[out] = UInt8(truncatingIfNeeded: quad >> 10)
                    output[out + 1] = UInt8(truncatingIfNeeded: quad >> 2)
                    out += 2
                }
                written = out
                return true
            } else {
                return false
            }
        }
        written = out
        return count == 0
    }
}
