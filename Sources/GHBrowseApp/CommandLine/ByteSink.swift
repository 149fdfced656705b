/// A `TextSink` that also takes bytes as they are (`ghbrowse cat` piped is binary-safe).
public protocol ByteSink: TextSink {
    /// Writes all of `bytes`, unchanged.
    func write(bytes: [UInt8])
}

extension CommandLineOutput {
    /// Writes `bytes` to standard output unchanged (through `write(_:)` decoded as UTF-8, with
    /// replacement characters, if standard output only takes text).
    public func write(bytes: [UInt8]) {
        if let sink = standardOutput as? ByteSink {
            sink.write(bytes: bytes)
        } else {
            standardOutput.write(String(decoding: bytes, as: UTF8.self))
        }
    }
}
