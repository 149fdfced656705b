import APIClient
import Entities
import Dispatch
import Foundation
@testable import GHBrowseApp
import Synchronization
import XCTest

/// The composition root's HTTP client is made by the first request (libcurl's set-up off the
/// start-up path), once, and answers as the client it makes.
final class DeferredHTTPClientTests: XCTestCase {
    private final class CountingClient: HTTPClient {
        static let made = Mutex(0)
        init() { Self.made.withLock { $0 += 1 } }

        func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
            .success(HTTPResponse(status: 200, headers: HTTPHeaders([]), body: Data(request.url.utf8)))
        }
    }

    func testTheClientIsMadeByTheFirstRequestOnlyOnceAndAnswersAsIt() throws {
        CountingClient.made.withLock { $0 = 0 }
        let client = DeferredHTTPClient { CountingClient() }
        XCTAssertEqual(CountingClient.made.withLock { $0 }, 0, "nothing is made at start-up")
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let answer = client.send(HTTPRequest(url: "http://127.0.0.1/\(index)"), cancellation: nil)
            XCTAssertEqual(try? answer.get().body, Data("http://127.0.0.1/\(index)".utf8))
        }
        XCTAssertEqual(CountingClient.made.withLock { $0 }, 1)
    }
}
