import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// A body longer than a request's limit stops its transfer at the limit, against a real server
/// that would otherwise send 256 MiB.
final class BodyLimitTests: FixtureServerTestCase {
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(30))

    func testAnEndlessBodyStopsAtTheRequestsLimit() {
        server.setHandler { _ in FixtureResponse(status: 200).withFault(.endlessBody) }
        let result = http.send(HTTPRequest(url: url("/endless"), maximumBodyBytes: 1 << 20), cancellation: nil)
        XCTAssertEqual(result.failure, .bodyTooLarge(limit: 1 << 20))
    }

    func testWithoutALimitTheClientsOwnApplies() {
        server.setHandler { _ in FixtureResponse(status: 200).withFault(.endlessBody) }
        let small = CurlHTTPClient(maximumBodySize: 200_000)
        XCTAssertEqual(small.send(HTTPRequest(url: url("/endless")), cancellation: nil).failure,
                       .bodyTooLarge(limit: 200_000))
    }

    func testAFileRequestCarriesItsLimitAndAFileWithinItArrivesWhole() throws {
        let client = GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil), httpClient: http,
                                  cache: DisabledResponseCache())
        server.setHandler { _ in FixtureResponse(status: 200).withFault(.endlessBody) }
        let endless = GitHubAPI.FileContents(owner: "o", name: "r", filePath: "big.txt", ref: nil,
                                             maximumBodyBytes: (10 << 20) + 1)
        XCTAssertEqual(client.send(endless, cancellation: nil).failure, .transport(.bodyTooLarge(limit: (10 << 20) + 1)))

        let bytes = [UInt8](repeating: UInt8(ascii: "x"), count: 70 << 20)
        server.setHandler { _ in FixtureResponse(status: 200, body: bytes) }
        let large = GitHubAPI.FileContents(owner: "o", name: "r", filePath: "large.bin", ref: nil,
                                           maximumBodyBytes: 100 << 20)
        XCTAssertEqual(try XCTUnwrap(client.send(large, cancellation: nil).success).value.count, 70 << 20)
    }
}
