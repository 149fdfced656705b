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
        var output = [UInt8]()
        output.reserveCapacity(encoded.count / 4 * 3)
        var quad: UInt32 = 0
        var count = 0
        var paddingSeen = 0
        let ok: Bool = table.withUnsafeBufferPointer { table in
            for byte in encoded {
                let value = table[Int(byte)]
                if value < 64 {
                    guard paddingSeen == 0 else { return false }
                    quad = quad << 6 | UInt32(value)
                    count += 1
                    if count == 4 {
                        output.append(UInt8(truncatingIfNeeded: quad >> 16))
                        output.append(UInt8(truncatingIfNeeded: quad >> 8))
                        output.append(UInt8(truncatingIfNeeded: quad))
                        quad = 0
                        count = 0
                    }
                } else if value == skip {
                    continue
                } else if value == padding {
                    // `=` only completes a quadruple: after two or three characters, at most two.
                    paddingSeen += 1
                    guard count + paddingSeen <= 4, count >= 2 else { return false }
                    if count + paddingSeen == 4 {
                        if count == 2 {
                            output.append(UInt8(truncatingIfNeeded: quad >> 4))
                        } else {
                            output.append(UInt8(truncatingIfNeeded: quad >> 10))
                            output.append(UInt8(truncatingIfNeeded: quad >> 2))
                        }
                        count = 4 // complete; only whitespace may follow
                    }
                } else {
                    return false
                }
            }
            return true
        }
        guard ok else { return nil }
        if paddingSeen > 0 { return count == 4 ? output : nil }
        return count == 0 ? output : nil
    }
}
