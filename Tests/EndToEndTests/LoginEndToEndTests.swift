import Foundation
import Glibc
import XCTest

/// Issue 19 in the built binary: gh's login found through a stand-in `gh`, never delaying the
/// recalled search; `auth status`, `star`, `unstar`, `stars` and `config` from the command line.
final class LoginEndToEndTests: EndToEndTestCase {
    /// A stand-in `gh` in the scratch directory running `body`; returns its path.
    private func standInGH(_ body: String) throws -> String {
        let path = scratch.path("gh-\(UUID().uuidString.prefix(8))")
        try "#!/bin/sh\n\(body)\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    /// A gh configuration directory whose `hosts.yml` names the fixture server's host with the
    /// token in the keyring (ghbrowse asks gh only for a host gh has a login for); returns its path.
    private func ghLoginForTheServer(in directory: String, user: String? = "monalisa") throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let host = server.baseURL.replacingOccurrences(of: "http://", with: "")
        try "\(host):\n    \(user.map { "user: \($0)" } ?? "git_protocol: https")\n".write(toFile: directory + "/hosts.yml", atomically: true, encoding: .utf8)
        return directory
    }

    private func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> CommandResult {
        try ProcessRunner.run(try BuiltBinaries.ghbrowse(), arguments,
                              environment: ProcessRunner.baseEnvironment(apiURL: server.baseURL, stateHome: stateHome)
                                .merging(["XDG_CACHE_HOME": cacheHome]) { $1 }.merging(extra) { $1 },
                              in: scratch)
    }

    func testAHangingGHNeverDelaysTheRecalledSearchFromTheCache() throws {
        let first = try launchInteractive()
        first.waitForText("Search:")
        first.type("linux")
        first.sendKeys("Enter")
        guard first.waitForText("kennethreitz/legit", "2,723 repositories") != nil else { return }
        first.sendKeys("q")
        assertTerminalRestored(first, expectedStatus: { $0 == 0 }, statusDescription: "0")

        let pidFile = scratch.path("gh.pid")
        let hanging = try standInGH("echo $$ > '\(pidFile)'\nexec sleep 30")
        // No `user`: the cache keeps reading the answers stored without a token meanwhile.
        _ = try ghLoginForTheServer(in: scratch.path("gh-config"), user: nil)
        let second = try launchInteractive(environment: ["GH_PATH": hanging])
        guard second.waitFor("the cached results", until: { lines in
            lines.joined().contains("kennethreitz/legit") && (lines.last ?? "").contains("refreshing…")
        }) != nil else { return }
        // The rows are on screen while gh is still running: nothing on the way to them waited for it.
        let pid = Int32((try? String(contentsOfFile: pidFile, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        XCTAssertGreaterThan(pid, 0, "the stand-in gh was asked")
        XCTAssertEqual(kill(pid, 0), 0, "gh auth token was still running when the cached rows were drawn")

        // After the time limit gh is killed and GitHub is asked without a token.
        guard second.waitFor("GitHub's answer after gh's time limit", timeout: 20, until: { lines in
            let status = lines.last ?? ""
            return status.contains("2,723 repositories") && !status.contains("refreshing")
        }) != nil else { return }
        XCTAssertNotEqual(kill(pid, 0), 0, "the hanging gh was killed")
        second.sendKeys("q")
        assertTerminalRestored(second, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    func testAuthStatusStarAndUnstarWithGHsToken() throws {
        let token = "gho_EndToEndStandInToken"
        let gh = try standInGH("[ \"$1 $2 $3\" = 'auth token --secure-storage' ] && echo \(token)")
        let login = ["GH_PATH": gh, "GH_CONFIG_DIR": try ghLoginForTheServer(in: scratch.path("gh-login"))]
        let status = try run(["auth", "status"], environment: login)
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertTrue(status.stdout.contains("token     gh auth token\n"), status.stdout)
        XCTAssertTrue(status.stdout.contains("login     monalisa\n"), status.stdout)
        XCTAssertTrue(status.stdout.contains("scopes    repo, read:org\n"), status.stdout)
        XCTAssertFalse((status.stdout + status.stderr).contains(token))

        let unstar = try run(["unstar", "kennethreitz/legit"], environment: login)
        XCTAssertEqual(unstar.status, 0, unstar.stderr)
        XCTAssertEqual(unstar.stdout, "Unstarred kennethreitz/legit\n")
        let stars = try run(["stars", "--limit", "100"], environment: login)
        XCTAssertEqual(stars.status, 0, stars.stderr)
        XCTAssertEqual(stars.stdout.split(separator: "\n").count, 44, "one of the 45 fewer")
        XCTAssertFalse(stars.stdout.contains("kennethreitz/legit\t"))
        let star = try run(["star", "kennethreitz/legit"], environment: login)
        XCTAssertEqual(star.stdout, "★ Starred kennethreitz/legit\n")
        XCTAssertTrue(server.requestLines().contains { $0.hasPrefix("PUT /user/starred/kennethreitz/legit") },
                      "\(server.requestLines())")
    }

    func testWithoutAnyTokenTheCommandsSayHowToGetOne() throws {
        let status = try run(["auth", "status"])
        XCTAssertEqual(status.status, 0, status.stderr)
        XCTAssertTrue(status.stdout.contains("token     none\n"), status.stdout)
        XCTAssertTrue(status.stdout.contains("gh auth login"), status.stdout)
        let star = try run(["star", "kennethreitz/legit"])
        XCTAssertEqual(star.status, 1)
        XCTAssertEqual(star.stderr, "ghbrowse: starring needs a token: run `gh auth login`, or set GH_TOKEN\n")
    }

    func testConfigPrintsThePathAndTheSettingsAndSaysWhatIsWrong() throws {
        let directory = scratch.path("xdg-config")
        try FileManager.default.createDirectory(atPath: directory + "/ghbrowse", withIntermediateDirectories: true)
        try "theme = \"light\"\nmouse = \"no\"\n".write(toFile: directory + "/ghbrowse/config.toml", atomically: true,
                                                         encoding: .utf8)
        let result = try run(["config"], environment: ["XDG_CONFIG_HOME": directory])
        XCTAssertEqual(result.status, 1, "a rejected setting")
        XCTAssertTrue(result.stdout.hasPrefix("# \(directory)/ghbrowse/config.toml (with problems: see standard error)\n"),
                      result.stdout)
        XCTAssertTrue(result.stdout.contains("\ntheme = \"light\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nmouse = true\n"), result.stdout)
        XCTAssertEqual(result.stderr, "ghbrowse: \(directory)/ghbrowse/config.toml, line 2: mouse must be true or false, "
                       + "not \"no\"; it stays true\n")
    }
}
