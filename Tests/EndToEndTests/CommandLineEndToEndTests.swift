import Foundation
import XCTest

/// Issue 5's command line, run as scripts run it: stdout to a file, against the fixture server.
final class CommandLineEndToEndTests: EndToEndTestCase {
    func testSearchWithLimit250PrintsTabSeparatedLinesFromThreeRequests() throws {
        let result = try runCommandLine(["search", "github", "--limit", "250"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        XCTAssertEqual(lines.count, 250)
        XCTAssertTrue(result.stdout.hasSuffix("\n"))
        XCTAssertEqual(lines.first?.split(separator: "\t").first, "kennethreitz/legit")
        // Every line: the result GitHub gave at that position, then description, stars, language,
        // visibility, and an ISO 8601 date.
        let recorded = try recordedFullNames()
        for (index, line) in lines.enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            XCTAssertEqual(fields.count, 6, "not six tab-separated fields: \(line)")
            guard fields.count == 6 else { continue }
            XCTAssertEqual(String(fields[0]), expectedResult(index, recorded: recorded), "line \(index + 1)")
            XCTAssertNotNil(Int(fields[2]), "stars are a number: \(line)")
            XCTAssertTrue(fields[4].hasPrefix("public") || fields[4].hasPrefix("private"), "visibility: \(line)")
            XCTAssertNotNil(fields[5].range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression),
                            "updated is ISO 8601: \(line)")
        }
        XCTAssertEqual(lines.first.map { String($0) },
                       "kennethreitz/legit\tGit for Humans, Inspired by GitHub for Mac™.\t3036\tPython\tpublic\t2014-01-27T17:39:32Z",
                       "the first line, field by field")
        XCTAssertFalse(result.stdoutBytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A },
                       "control characters in piped output")
        let searches = server.searchRequests()
        XCTAssertEqual(searches.count, 3, "\(searches)")
        for (index, request) in searches.enumerated() {
            XCTAssertTrue(request.contains("per_page=100") && request.contains("page=\(index + 1)"), request)
        }
    }

    func testSearchJSONIsAnArrayWithGitHubCLIFieldNames() throws {
        let result = try runCommandLine(["search", "github", "--limit", "5", "--json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        guard let array = parsed as? [[String: Any]] else {
            return XCTFail("not a JSON array of objects: \(result.stdout.prefix(300))")
        }
        XCTAssertEqual(array.count, 5)
        XCTAssertEqual(array.first?["fullName"] as? String, "kennethreitz/legit")
        for name in ["fullName", "description", "stargazersCount", "forksCount", "language", "url", "updatedAt",
                     "isArchived", "isFork", "visibility"] {
            XCTAssertNotNil(array.first?[name], "no \(name) in \(array.first ?? [:])")
        }
        XCTAssertEqual(server.searchRequests().count, 1)
    }

    func testNoResultsIsSuccessWithNothingOnStdout() throws {
        let result = try runCommandLine(["search", "nothing-matches"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testInvalidQueryExits1WithGitHubsMessage() throws {
        let result = try runCommandLine(["search", "trigger-invalid"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("Validation Failed"), "stderr: \(result.stderr)")
        XCTAssertEqual(result.stdout, "")
    }

    func testRateLimitExits1MentioningTheReset() throws {
        let result = try runCommandLine(["search", "trigger-ratelimit"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("rate limit"), "stderr: \(result.stderr)")
        XCTAssertNotNil(result.stderr.range(of: #"resets in (4[0-2]) s"#, options: .regularExpression),
                        "the reset time is missing: \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("\r"), "carriage return in the message: \(result.stderr.debugDescription)")
        XCTAssertEqual(result.stdout, "")
    }

    func testUsageErrorsExit2WithoutARequest() throws {
        for arguments in [["search", "--limit", "0", "x"], ["search", "--limit", "1001", "x"],
                          ["search", "x", "--sort", "size"], ["search"], ["view"], ["view", "not-a-repo"],
                          ["--no-such-option"]] {
            let result = try runCommandLine(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): exit \(result.status), stderr \(result.stderr)")
            XCTAssertFalse(result.stderr.isEmpty, "\(arguments): no message on stderr")
        }
        XCTAssertEqual(server.requestLines(), [])
    }

    func testViewPrintsTheRepositorysFields() throws {
        let result = try runCommandLine(["view", "octokit-fixture-org/hello-world"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("octokit-fixture-org/hello-world"), result.stdout)
        for expected in ["Owner", "Stars", "Forks", "Topics", "Default branch", "master",
                         "https://github.com/octokit-fixture-org/hello-world.git"] {
            XCTAssertTrue(result.stdout.contains(expected), "no \(expected) in:\n\(result.stdout)")
        }
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), "escape codes in piped output")
        // The repository, its README and its languages, asked for at once (in any order).
        XCTAssertEqual(server.requestLines().sorted(), ["GET /repos/octokit-fixture-org/hello-world",
                                                        "GET /repos/octokit-fixture-org/hello-world/languages",
                                                        "GET /repos/octokit-fixture-org/hello-world/readme"])

        let json = try runCommandLine(["view", "octokit-fixture-org/hello-world", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["fullName"] as? String, "octokit-fixture-org/hello-world")
    }

    func testViewOfAMissingRepositoryExits1() throws {
        let result = try runCommandLine(["view", "nobody/nothing"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "ghbrowse: nobody/nothing: no such repository, or the token cannot see it\n")
        XCTAssertEqual(result.stdout, "")
    }

    /// Issue 28: the field list after --json is a field list, not search words.
    func testSearchJSONWithAFieldListPrintsOnlyThoseAndAnUnknownFieldExits2() throws {
        let result = try runCommandLine(["search", "github", "--json", "fullName,stargazersCount", "--limit", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let array = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.count, 2)
        XCTAssertEqual(array.first.map { Set($0.keys) }, ["fullName", "stargazersCount"])
        XCTAssertTrue(server.searchRequests().allSatisfy { !$0.contains("fullName") }, "\(server.searchRequests())")
        let unknown = try runCommandLine(["search", "github", "--json", "fullName,stars"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("Unknown JSON field “stars”") && unknown.stderr.contains("\n  stargazersCount\n"),
                      unknown.stderr)
        let jq = try runCommandLine(["search", "github", "--limit", "2", "--sort", "best-match", "--jq", ".[].fullName"])
        XCTAssertEqual(jq.status, 0, jq.stderr)
        XCTAssertEqual(jq.stdout, "kennethreitz/legit\nRuudBurger/CouchPotatoV1\n")
        let badJQ = try runCommandLine(["search", "github", "--jq", ".["])
        XCTAssertEqual(badJQ.status, 2)
        XCTAssertTrue(badJQ.stderr.contains("jq: error"), badJQ.stderr)
    }

    /// libjq (and its libonig) are opened with dlopen by the first `--jq`, so every other launch
    /// loads neither: the built ghbrowse links no libjq, while --jq above works through it.
    func testTheBuiltProgramLinksNoLibjqOrLibonig() throws {
        let ldd = try ProcessRunner.run("/usr/bin/env", ["ldd", try BuiltBinaries.ghbrowse()],
                                        environment: ProcessRunner.baseEnvironment(apiURL: nil, stateHome: nil),
                                        in: scratch, timeout: 30)
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        XCTAssertTrue(ldd.stdout.contains("libcurl"), "ldd lists the libraries: \(ldd.stdout)")
        XCTAssertFalse(ldd.stdout.lowercased().contains("libjq"), ldd.stdout)
        XCTAssertFalse(ldd.stdout.lowercased().contains("libonig"), ldd.stdout)
    }

    /// Issue 8: GitHub's `message` and `errors[].message` with escape sequences, OSC 52, C1 controls,
    /// a bidi override and a forged line reach stderr as one clean line; the exit status is 1.
    func testAHostileGitHubErrorReachesStderrCleanAndExits1() throws {
        let result = try runCommandLine(["search", "trigger-hostile-error"])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout, "")
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.count, 2, "one line and its newline, no forged line: \(result.stderr.debugDescription)")
        let unsafe = result.stderr.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        XCTAssertEqual(unsafe.map { String($0.value, radix: 16) }, [], result.stderr.debugDescription)
        XCTAssertFalse(result.stderr.contains("52;c;"), "the OSC 52 payload leaked: \(result.stderr.debugDescription)")
        XCTAssertTrue(result.stderr.hasPrefix("ghbrowse: GitHub rejected the query: Validation"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Failed") && result.stderr.contains("bad") && result.stderr.contains("query")
                      && result.stderr.contains("forged line"), "GitHub's words are kept: \(result.stderr)")
    }

    func testNetworkFailureExits1() throws {
        server.stop()
        let result = try runCommandLine(["search", "github"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("network") || result.stderr.contains("connection"),
                      "stderr: \(result.stderr)")
    }

    /// Issue 16: `view` with the network down shows the stored repository, README and languages,
    /// and says on stderr that it is offline and how old the copy is; the exit status is 0.
    func testViewOfflineShowsTheStoredRepositoryReadmeAndLanguages() throws {
        let online = try runCommandLine(["view", "junegunn/fzf", "--json"])
        XCTAssertEqual(online.status, 0, online.stderr)
        server.stop()
        let offline = try runCommandLine(["view", "junegunn/fzf", "--json"])
        XCTAssertEqual(offline.status, 0, offline.stderr)
        XCTAssertEqual(offline.stdout, online.stdout, "the same repository, README and languages, from the cache")
        XCTAssertTrue(offline.stdout.contains("\"readme\"") && offline.stdout.contains("\"languages\""), offline.stdout)
        XCTAssertTrue(offline.stderr.hasPrefix("ghbrowse: offline — showing the stored copy from"), offline.stderr)
    }
}
