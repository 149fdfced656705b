#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import APIClient
import Entities
import Synchronization

/// Answers the first request with the fuzzed response and every later one with `304 Not
/// Modified` (with the same headers), so a stored answer is replayed as GitHub would make it.
final class ReplayHTTPClient: HTTPClient {
    private let first: HTTPResponse
    private let sent = Mutex(0)

    init(_ response: HTTPResponse) {
        first = response
    }

    func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        let count = sent.withLock { count in
            count += 1
            return count
        }
        if count == 1 { return .success(first) }
        return .success(HTTPResponse(status: 304, headers: first.headers, body: Data()))
    }
}
