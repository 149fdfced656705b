/// git's standard error cut into lines at `\r` (its progress rewrites one line) and `\n`: bytes
/// kept until a line ends, the last complete non-blank line remembered.
struct GitProgressLines: Sendable {
    private var pending: [UInt8] = []
    /// The last complete non-blank line (as git wrote it, unsanitized).
    private(set) var last: String?

    /// Takes a chunk; the newest complete line in it, if any.
    mutating func take(_ chunk: [UInt8]) -> String? {
        var newest: String?
        for byte in chunk {
            if byte == 0x0D || byte == 0x0A {
                let line = String(decoding: pending, as: UTF8.self)
                pending.removeAll(keepingCapacity: true)
                if !line.allSatisfy(\.isWhitespace) {
                    last = line
                    newest = line
                }
            } else if pending.count < 4096 {
                pending.append(byte)
            }
        }
        return newest
    }
}
