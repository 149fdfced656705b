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
        // One byte of room past the bytes: a quadruple's three bytes are written as a 4-byte word.
        let output = [UInt8](unsafeUninitializedCapacity: encoded.count / 4 * 3 + 4) { buffer, written in
            guard let input = encoded.baseAddress, let output = buffer.baseAddress else {
                written = 0
                return
            }
            ok = table.withUnsafeBufferPointer { table in
                decode(input, count: encoded.count, table: table, into: output, written: &written)
            }
            if !ok { written = 0 }
        }
        return ok ? output : nil
    }

    /// The loop: writes what the `end` bytes at `encoded` decode to at `output`, counting it in
    /// `written`; false when they are not base64. `output` holds `end / 4 * 3 + 4` bytes.
    private static func decode(_ encoded: UnsafeRawPointer, count end: Int, table: UnsafeBufferPointer<UInt8>,
                               into output: UnsafeMutablePointer<UInt8>, written: inout Int) -> Bool {
        var quad: UInt32 = 0
        var count = 0
        var out = 0
        var index = 0
        while index < end {
            // Four alphabet characters in a row (all of a line but its break), read as one word:
            // three bytes at once, stored as one word (its fourth byte is overwritten next).
            if count == 0 {
                while end &- index >= 4 {
                    let word = encoded.loadUnaligned(fromByteOffset: index, as: UInt32.self).littleEndian
                    let a = UInt32(table[Int(word & 0xFF)]), b = UInt32(table[Int(word >> 8 & 0xFF)])
                    let c = UInt32(table[Int(word >> 16 & 0xFF)]), d = UInt32(table[Int(word >> 24)])
                    guard (a | b | c | d) < 64 else { break }
                    let bits = a << 18 | b << 12 | c << 6 | d
                    // Big-endian 24 bits, first byte first: byte-swapped and stored little-endian.
                    UnsafeMutableRawPointer(output + out).storeBytes(of: (bits << 8).byteSwapped.littleEndian,
                                                                     as: UInt32.self)
                    out &+= 3
                    index &+= 4
                }
                if index >= end { break }
            }
            let value = table[Int(encoded.load(fromByteOffset: index, as: UInt8.self))]
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
                    let next = table[Int(encoded.load(fromByteOffset: index, as: UInt8.self))]
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
