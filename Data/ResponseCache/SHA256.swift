import CCrypto

/// SHA-256 over bytes, from libcrypto (which libcurl already loads): the one-way hash behind
/// cache keys and credential identities.
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var output = [UInt8](repeating: 0, count: Int(SHA256_DIGEST_LENGTH))
        let input = Array(bytes)
        input.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { output in
                CCrypto.ghb_sha256(input.baseAddress, input.count, output.baseAddress)
            }
        }
        return output
    }

    /// The digest of `text`'s UTF-8 bytes as 64 lower-case hexadecimal digits.
    public static func hexDigest(_ text: String) -> String {
        hex(digest(text.utf8))
    }

    /// `bytes` as lower-case hexadecimal digits.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var characters: [UInt8] = []
        characters.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            characters.append(digits[Int(byte >> 4)])
            characters.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: characters, as: UTF8.self)
    }
}
