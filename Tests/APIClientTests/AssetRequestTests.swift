import APIClient
import XCTest

/// A release asset's request (issue 29's `d`, `ghbrowse download`): its `browser_download_url` comes
/// from GitHub, so the token goes with it only when that address is on the API's own origin, read
/// as curl reads it (a user name before `@`, another port or scheme is another origin).
final class AssetRequestTests: XCTestCase {
    private func carriesToken(_ url: String, base: String = "https://api.github.com") -> Bool {
        let downloader = GitHubDownloader(configuration: GitHubConfiguration(baseURL: base, token: "t0k"),
                                          http: CurlHTTPClient())
        return downloader.assetRequest(url: url).headers.contains { $0.name.lowercased() == "authorization" }
    }

    func testTheTokenGoesOnlyToTheAPIsOwnOrigin() {
        XCTAssertFalse(carriesToken("https://github.com/o/r/releases/download/v1/a.tgz"), "github.com is another host")
        XCTAssertFalse(carriesToken("https://api.github.com@evil.example/a.tgz"))
        XCTAssertFalse(carriesToken("https://api.github.com.evil.example/a.tgz"))
        XCTAssertFalse(carriesToken("https://api.github.com:8443/a.tgz"))
        XCTAssertFalse(carriesToken("http://api.github.com/a.tgz"))
        XCTAssertFalse(carriesToken("https://evil.example/?https://api.github.com"))
        XCTAssertTrue(carriesToken("https://API.github.com/repos/o/r/releases/assets/1"))
        XCTAssertTrue(carriesToken("https://ghe.example/o/r/releases/download/v1/a.tgz", base: "https://ghe.example/api/v3"))
    }

    func testTheRequestAsksForTheBytes() {
        let request = GitHubDownloader(configuration: GitHubConfiguration(baseURL: "https://api.github.com", token: nil),
                                       http: CurlHTTPClient()).assetRequest(url: "https://github.com/o/r/a")
        XCTAssertEqual(request.url, "https://github.com/o/r/a")
        XCTAssertTrue(request.headers.contains { $0.name == "Accept" && $0.value == "application/octet-stream" })
        XCTAssertFalse(request.headers.contains { $0.name.lowercased() == "authorization" })
    }
}
