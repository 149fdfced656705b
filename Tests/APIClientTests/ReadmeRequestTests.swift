import APIClient
import ResponseCache
import Entities
import FixtureServer
import Foundation
import XCTest

/// The readme and languages requests over the real curl client, against a loopback server.
final class ReadmeRequestTests: FixtureServerTestCase {
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10))

    private func client() -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: nil), httpClient: http, cache: DisabledResponseCache())
    }

    func testTheRawReadmeAsksForTheRawMediaTypeAndGetsTheBytesUntouched() throws {
        let bytes: [UInt8] = Array("# Title\n\n{\"not\": json}\n".utf8) + [0xFF, 0x00]
        server.setHandler { _ in FixtureResponse(status: 200, headers: [], body: bytes) }
        let response = try XCTUnwrap(client().send(GitHubAPI.RawReadme(owner: "o", name: "r"), cancellation: nil).success)
        XCTAssertEqual([UInt8](response.value), bytes)
        let request = try XCTUnwrap(server.receivedRequests.last)
        XCTAssertEqual(request.path, "/repos/o/r/readme")
        XCTAssertEqual(request.header("Accept"), "application/vnd.github.raw+json")
    }

    func testTheReadmeEnvelopeAsksForJSON() throws {
        server.setHandler { _ in .json(#"{"name":"README.md","path":"README.md","encoding":"base64","content":"IyBh\n"}"#) }
        let readme = try XCTUnwrap(client().send(GitHubAPI.Readme(owner: "o", name: "r"), cancellation: nil).success)
        XCTAssertEqual(readme.value.content, "IyBh\n")
        XCTAssertEqual(server.receivedRequests.last?.header("Accept"), "application/vnd.github+json")
    }

    func testLanguagesArriveLargestFirst() throws {
        server.setHandler { _ in .json(#"{"Shell":673,"Python":127266,"C":12}"#) }
        let response = try XCTUnwrap(client().send(GitHubAPI.Languages(owner: "o", name: "r"), cancellation: nil).success)
        XCTAssertEqual(response.value.languages.map(\.name), ["Python", "Shell", "C"])
        XCTAssertEqual(server.receivedRequests.last?.path, "/repos/o/r/languages")
    }

    func testAMissingReadmeIsNotFound() {
        server.setHandler { _ in .json(#"{"message":"Not Found"}"#, status: 404) }
        guard case .failure(.notFound) = client().send(GitHubAPI.Readme(owner: "o", name: "r"), cancellation: nil) else {
            return XCTFail("expected notFound")
        }
    }
}
