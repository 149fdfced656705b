import APIClient
import ResponseCache
import Entities
import XCTest

/// Configuration from the environment GitHub users already have, and the URLs built from it.
final class ConfigurationTests: XCTestCase {
    func testDefaults() {
        let configuration = GitHubConfiguration.fromEnvironment([:])
        XCTAssertEqual(configuration.baseURL, "https://api.github.com")
        XCTAssertNil(configuration.token)
        XCTAssertEqual(configuration.userAgent, "ghbrowse/\(GHBrowseVersion.current)")
    }

    func testGHTokenWinsOverGitHubToken() {
        XCTAssertEqual(GitHubConfiguration.fromEnvironment(["GH_TOKEN": "a", "GITHUB_TOKEN": "b"]).token, "a")
        XCTAssertEqual(GitHubConfiguration.fromEnvironment(["GITHUB_TOKEN": "b"]).token, "b")
        XCTAssertEqual(GitHubConfiguration.fromEnvironment(["GH_TOKEN": "", "GITHUB_TOKEN": "b"]).token, "b")
        XCTAssertNil(GitHubConfiguration.fromEnvironment(["GH_TOKEN": "", "GITHUB_TOKEN": ""]).token)
    }

    func testAPIURLFromEnvironment() {
        XCTAssertEqual(GitHubConfiguration.fromEnvironment(["GITHUB_API_URL": "https://ghe.example/api/v3/"]).baseURL,
                       "https://ghe.example/api/v3")
        XCTAssertEqual(GitHubConfiguration.fromEnvironment(["GITHUB_API_URL": ""]).baseURL, "https://api.github.com")
    }

    func testURLBuilding() {
        let search = GitHubAPI.SearchRepositories(query: "tetris language:swift stars:>100", perPage: 30, page: 2)
        XCTAssertEqual(GitHubClient.url(base: "https://api.github.com", path: search.path, queryItems: search.queryItems),
                       "https://api.github.com/search/repositories?q=tetris%20language%3Aswift%20stars%3A%3E100&per_page=30&page=2")
        XCTAssertEqual(GitHubClient.url(base: "https://ghe.example/api/v3/", path: "/repos/o/r", queryItems: []),
                       "https://ghe.example/api/v3/repos/o/r")
    }

    func testRequestCarriesGitHubHeaders() throws {
        let client = GitHubClient(configuration: GitHubConfiguration(token: "t0k"), httpClient: NeverClient(), cache: DisabledResponseCache())
        let request = try client.makeHTTPRequest(for: GitHubAPI.Repository(owner: "o", name: "r"))
        XCTAssertEqual(request.url, "https://api.github.com/repos/o/r")
        let headers = HTTPHeaders(request.headers)
        XCTAssertEqual(headers["accept"], "application/vnd.github+json")
        XCTAssertEqual(headers["x-github-api-version"], "2022-11-28")
        XCTAssertEqual(headers["authorization"], "Bearer t0k")
    }
}

/// An `HTTPClient` for tests that must not send anything.
private struct NeverClient: HTTPClient {
    func send(_ request: HTTPRequest, cancellation: CancellationToken?) -> Result<HTTPResponse, TransportFailure> {
        .failure(.other("not expected to send"))
    }
}
