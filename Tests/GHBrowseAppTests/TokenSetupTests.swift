import Auth
import Foundation
@testable import GHBrowseApp
import XCTest

/// The composition root's token: at once without gh, in the background with it, and whether the
/// sentences should suggest getting one while gh runs.
final class TokenSetupTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "ghbrowse-token-setup-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory + "/gh", withIntermediateDirectories: true)
        let script = directory + "/slow-gh"
        try "#!/bin/sh\nsleep 2\necho gho_slow\n".write(toFile: script, atomically: true, encoding: .utf8)
        chmod(script, 0o755)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private func environment(_ extra: [String: String]) -> [String: String] {
        ["GH_CONFIG_DIR": directory + "/gh", "HOME": directory, "PATH": "/nonexistent"].merging(extra) { $1 }
    }

    func testWithoutGHTheAnswerIsImmediateAndSaysNoToken() {
        let setup = TokenSetup(environment: environment(["GH_PATH": "/nonexistent/gh"]))
        XCTAssertTrue(setup.provider.isSettled)
        XCTAssertFalse(setup.mayHaveToken)
        XCTAssertEqual(setup.resolution().source, .none)
    }

    func testAnEnvironmentTokenIsImmediate() {
        let setup = TokenSetup(environment: environment(["GH_TOKEN": "t", "GH_PATH": directory + "/slow-gh"]))
        XCTAssertTrue(setup.provider.isSettled)
        XCTAssertTrue(setup.mayHaveToken)
        XCTAssertEqual(setup.resolution().source, .environment(variable: "GH_TOKEN"))
    }

    func testWhileGHRunsATokenIsExpectedWhenHostsYmlNamesTheLogin() throws {
        try "github.com:\n    user: monalisa\n".write(toFile: directory + "/gh/hosts.yml", atomically: true, encoding: .utf8)
        let setup = TokenSetup(environment: environment(["GH_PATH": directory + "/slow-gh"]))
        XCTAssertFalse(setup.provider.isSettled, "gh runs in the background")
        XCTAssertTrue(setup.mayHaveToken)
        XCTAssertEqual(setup.provider.cacheIdentityNow, "account:github.com/monalisa")
        XCTAssertEqual(setup.resolution().source, .ghAuthToken)
        XCTAssertEqual(setup.provider.token, "gho_slow")
    }

    func testWhileGHRunsWithoutALoginNoTokenIsExpected() throws {
        // An entry for the host without a login (gh keeps the token in the keyring).
        try "github.com:\n    git_protocol: https\n".write(toFile: directory + "/gh/hosts.yml", atomically: true,
                                                       encoding: .utf8)
        let setup = TokenSetup(environment: environment(["GH_PATH": directory + "/slow-gh"]))
        XCTAssertFalse(setup.provider.isSettled)
        XCTAssertFalse(setup.mayHaveToken, "the rate-limit sentence suggests gh auth login")
        XCTAssertEqual(setup.provider.cacheIdentityNow, "anonymous")
    }

    func testGHIsNotRunWhenHostsYmlDoesNotNameTheHost() throws {
        try "ghe.example:\n    user: hubot\n".write(toFile: directory + "/gh/hosts.yml", atomically: true, encoding: .utf8)
        let setup = TokenSetup(environment: environment(["GH_PATH": directory + "/slow-gh", "GH_HOST": "github.com"]))
        XCTAssertTrue(setup.provider.isSettled, "no gh auth token for a host gh has no login for")
        XCTAssertFalse(setup.mayHaveToken)
        XCTAssertEqual(setup.resolution().source, .none)
    }
}
