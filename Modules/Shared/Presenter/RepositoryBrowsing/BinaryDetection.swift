/// Whether a file's bytes are text ghbrowse can draw: not when they hold a NUL byte or are not
/// valid UTF-8 (as GitHub, which shows such files as "binary").
public enum BinaryDetection {
    /// True for bytes with a NUL or that are not valid UTF-8. A UTF-8 byte-order mark is fine.
    public static func isBinary(_ bytes: [UInt8]) -> Bool {
        if bytes.contains(0) { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            var iterator = buffer.makeIterator()
            var decoder = UTF8()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue: continue
                case .emptyInput: return false
                case .error: return true
                }
            }
        }
    }
}
