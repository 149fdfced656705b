/// Reads a successful response's body while it arrives, on the transfer's thread, so that what it
/// reads is ready when the transfer ends (a 14 MB tree scanned as libcurl hands its bytes over,
/// while the server is still sending, instead of after: issue 30).
///
/// Used by one thread at a time: the one sending the request, then decoding its answer.
public protocol HTTPBodyReading: AnyObject, Sendable {
    /// The body so far, each time bytes were added to it (a 2xx response's only).
    func bodyDidGrow(_ body: UnsafeRawBufferPointer)
}

/// An `HTTPBodyReading` carried by an `HTTPRequest`: requests are equal when they carry the same
/// reader (the same object).
public struct HTTPBodyReader: Equatable, Sendable {
    public let reader: any HTTPBodyReading

    public init(_ reader: any HTTPBodyReading) {
        self.reader = reader
    }

    public static func == (left: HTTPBodyReader, right: HTTPBodyReader) -> Bool {
        left.reader === right.reader
    }
}
