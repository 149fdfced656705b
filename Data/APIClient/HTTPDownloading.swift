import Entities

/// Where a streamed response body goes: a file being written, never memory.
///
/// Called on the thread driving the transfer, in order: `begin` once, then `write` for each piece.
public protocol HTTPBodySink: AnyObject {
    /// The final response is a success (2xx) and its body begins; false stops the transfer.
    func begin(status: Int, headers: HTTPHeaders) -> Bool
    /// The body's next bytes; false (they could not be kept) stops the transfer.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// Performs a GET whose successful body is streamed into a sink rather than kept: a download of
/// any size in constant memory. The request is not redirected by the transport (its caller
/// follows redirects itself, deciding what each hop is sent). No total time limit: a transfer
/// that moves no byte for `stallTimeout` fails.
public protocol HTTPDownloading: Sendable {
    /// The response: for a 2xx its status and headers with an empty body (the body went to
    /// `sink`), for anything else its status, headers and (small) body as `send` answers them.
    /// A transfer the sink stopped fails with `.cancelled` when `cancellation` asked for it, else
    /// `.other`.
    func download(_ request: HTTPRequest, into sink: any HTTPBodySink, cancellation: CancellationToken?)
        -> Result<HTTPResponse, TransportFailure>
}
