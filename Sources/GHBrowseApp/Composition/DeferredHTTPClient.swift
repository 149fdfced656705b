import APIClient
import Entities
import Synchronization

/// The HTTP client the composition root hands the GitHub client: libcurl's, made by the first
/// request instead of at start-up. Making it runs `curl_global_init` (OpenSSL's set-up, about
/// 2.3 M instructions); deferred, that runs on the first request's worker thread, after the
/// browser's cached rows are on their way to the screen, instead of before the first frame.
/// Concurrent first requests make it once.
final class DeferredHTTPClient: HTTPClient {
    private let made = Mutex<(any HTTPClient)?>(nil)
    private let make: @Sendable () -> any HTTPClient

    init(_ make: @escaping @Sendable () -> any HTTPClient) {
        self.make = make
    }

    func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        let client = made.withLock { made in
            if let made { return made }
            let client = make()
            made = client
            return client
        }
        return client.send(request, cancellation: cancellation)
    }
}
