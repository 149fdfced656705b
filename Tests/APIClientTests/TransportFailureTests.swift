@testable import APIClient
import Entities
import Foundation
import Glibc
import XCTest

/// Transport failures that need no fault server, or that need a peer which is not HTTP at all.
final class TransportFailureTests: XCTestCase {
    func testCurlCodesBecomeTypedFailures() {
        func failure(_ code: UInt32, errno: Int = 0, bodyBytes: Int = 0) -> TransportFailure {
            CurlFailureMapper.failure(rawCode: code, osErrno: errno, receivedBodyBytes: bodyBytes,
                                      detail: "detail", url: "https://user@api.example.com:8443/search?q=x")
        }
        XCTAssertEqual(failure(6), .cannotResolveHost("api.example.com"))      // CURLE_COULDNT_RESOLVE_HOST
        XCTAssertEqual(failure(7, errno: Int(ECONNREFUSED)), .connectionRefused) // CURLE_COULDNT_CONNECT
        XCTAssertEqual(failure(7, errno: Int(ENETUNREACH)), .other("detail"))
        XCTAssertEqual(failure(28), .timedOut)                                  // CURLE_OPERATION_TIMEDOUT
        XCTAssertEqual(failure(18), .cutOff)                                    // CURLE_PARTIAL_FILE
        XCTAssertEqual(failure(56, bodyBytes: 10), .cutOff)                     // CURLE_RECV_ERROR mid-body
        XCTAssertEqual(failure(56), .closedBeforeAnswer)                        // CURLE_RECV_ERROR before any body
        XCTAssertEqual(failure(52), .closedBeforeAnswer)                        // CURLE_GOT_NOTHING: "Empty reply from server"
        XCTAssertEqual(failure(55), .closedBeforeAnswer)                        // CURLE_SEND_ERROR
        XCTAssertEqual(failure(35), .tlsFailure("detail"))                      // CURLE_SSL_CONNECT_ERROR
        XCTAssertEqual(failure(60), .tlsFailure("detail"))                      // CURLE_PEER_FAILED_VERIFICATION
        XCTAssertEqual(failure(47), .tooManyRedirects)                          // CURLE_TOO_MANY_REDIRECTS
        XCTAssertEqual(failure(42), .cancelled)                                 // CURLE_ABORTED_BY_CALLBACK
    }

    func testHostOfURL() {
        XCTAssertEqual(CurlFailureMapper.host(of: "https://api.github.com/search"), "api.github.com")
        XCTAssertEqual(CurlFailureMapper.host(of: "http://127.0.0.1:8080"), "127.0.0.1")
        XCTAssertEqual(CurlFailureMapper.host(of: "http://[::1]:80/x"), "::1")
        XCTAssertEqual(CurlFailureMapper.host(of: "https://a:b@ghe.example?x"), "ghe.example")
    }

    /// A server that answers a TLS handshake with plain HTTP: the certificate never even arrives.
    func testHTTPSAgainstAPlainServerIsATLSFailure() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(listener, 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let ready = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 4) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        XCTAssertTrue(ready)
        let port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let answer = Array("HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\n".utf8)
            _ = answer.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            usleep(200_000)
            close(connection)
        }

        let client = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(5))
        let result = client.send(HTTPRequest(url: "https://127.0.0.1:\(port)/"), cancellation: nil)

        guard case .failure(.tlsFailure(let detail)) = result else { return XCTFail("expected a TLS failure: \(result)") }
        XCTAssertFalse(detail.isEmpty)
    }
}
