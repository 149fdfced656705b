/// A job's log as GitHub's log host sends it: text lines, each starting with a timestamp, with
/// `##[group]`, `##[error]` … markers and ANSI colours. Untrusted bytes, kept as they came.
public struct JobLog: Equatable, Sendable {
    public var bytes: [UInt8]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }
}
