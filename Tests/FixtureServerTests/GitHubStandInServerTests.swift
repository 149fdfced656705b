import APIClient
import Entities
import FixtureServer
import Foundation
import XCTest

/// The fixture server's GitHub stand-in, over real HTTP on 127.0.0.1, as ghbrowse's end-to-end
/// tests and benchmarks use it: ETags and 304s, delay, dropped connections, the request log,
/// READMEs, languages and the hostile answers.
final class GitHubStandInServerTests: XCTestCase {
    private var server: FixtureServer!
    private let client = CurlHTTPClient()

    override func setUpWithError() throws {
        try super.setUpWithError()
        let store = try FixtureStore.located()
        let standIn = try GitHubStandIn(store: store)
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func get(_ path: String, headers: [(String, String)] = []) -> Result<HTTPResponse, TransportFailure> {
        client.send(HTTPRequest(url: server.baseURL + path,
                                headers: headers.map { HTTPHeaders.Field(name: $0.0, value: $0.1) }),
                    cancellation: nil)
    }

    private func response(_ path: String, headers: [(String, String)] = [],
                          file: StaticString = #filePath, line: UInt = #line) throws -> HTTPResponse {
        switch get(path, headers: headers) {
        case .success(let response): return response
        case .failure(let failure):
            XCTFail("GET \(path) failed: \(failure)", file: file, line: line)
            throw failure
        }
    }

    private func json(_ response: HTTPResponse) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    }

    // MARK: ETag and 304

    func testEvery200CarriesAnETagAndAMatchingIfNoneMatchGets304WithTheSameHeaders() throws {
        for path in ["/search/repositories?q=github", "/search/repositories?q=github&per_page=100&page=3",
                     "/repos/octokit-fixture-org/hello-world", "/repos/kennethreitz/legit",
                     "/repos/junegunn/fzf/languages"] {
            let first = try response(path)
            XCTAssertEqual(first.status, 200, path)
            let tag = try XCTUnwrap(first.headers["etag"], "no ETag on \(path)")
            XCTAssertTrue(tag.hasPrefix("\"") && tag.hasSuffix("\"") && tag.count > 2, tag)
            XCTAssertEqual(try response(path).headers["etag"], tag, "the same body must keep its ETag: \(path)")

            let revalidated = try response(path, headers: [("If-None-Match", tag)])
            XCTAssertEqual(revalidated.status, 304, path)
            XCTAssertEqual(revalidated.body.count, 0, path)
            XCTAssertEqual(revalidated.headers["etag"], tag, path)
            XCTAssertEqual(revalidated.headers["x-ratelimit-remaining"], first.headers["x-ratelimit-remaining"], path)
            XCTAssertNotNil(revalidated.headers["x-ratelimit-limit"], path)

            let changed = try response(path, headers: [("If-None-Match", "\"something-else\"")])
            XCTAssertEqual(changed.status, 200, path)
            XCTAssertEqual(changed.body, first.body, path)
        }
    }

    func testTheRecordedReadmeKeepsItsOwnETag() throws {
        let readme = try response("/repos/junegunn/fzf/readme")
        XCTAssertEqual(readme.headers["etag"], "\"d4d183894d5a1d87e00beca7efcc850e6a88e48b\"")
        XCTAssertEqual(try response("/repos/junegunn/fzf/readme",
                                    headers: [("If-None-Match", "W/\"d4d183894d5a1d87e00beca7efcc850e6a88e48b\"")]).status,
                       304)
    }

    func testDifferentPagesHaveDifferentETags() throws {
        let first = try response("/search/repositories?q=github&per_page=100&page=1")
        let second = try response("/search/repositories?q=github&per_page=100&page=2")
        XCTAssertNotEqual(first.headers["etag"], second.headers["etag"])
    }

    // MARK: Controls

    func testTheDelayControlSlowsEveryAnswerUntilItIsTurnedOff() throws {
        XCTAssertEqual(String(decoding: try response("/__control/delay?ms=400").body, as: UTF8.self), "delay 400 ms\n")
        XCTAssertEqual(server.controls.delay, .milliseconds(400))
        let clock = ContinuousClock()
        let slow = try clock.measure { _ = try response("/repos/octokit-fixture-org/hello-world") }
        XCTAssertGreaterThanOrEqual(slow, .milliseconds(400), "the delay is a lower bound, never a race")
        _ = try response("/__control/delay?ms=0")
        XCTAssertEqual(server.controls.delay, .zero)
        XCTAssertEqual(try response("/__control/delay?ms=-3").status, 400)
    }

    func testDropModeClosesConnectionsWithoutAnAnswerAndControlRequestsStillWork() throws {
        XCTAssertEqual(try response("/__control/drop?on=1").status, 200)
        XCTAssertTrue(server.controls.dropsConnections)
        guard case .failure = get("/search/repositories?q=github") else {
            return XCTFail("a dropped connection must not produce a response")
        }
        XCTAssertEqual(try response("/__control/drop?on=0").status, 200)
        XCTAssertEqual(try response("/search/repositories?q=github").status, 200)
        XCTAssertEqual(try response("/__control/drop?on=maybe").status, 400)
    }

    func testTheMaxAgeControlChangesGitHubsSixtySecondsAndLeavesSearchesAlone() throws {
        XCTAssertEqual(try response("/repos/junegunn/fzf/readme").headers["cache-control"], "public, max-age=60, s-maxage=60")
        XCTAssertEqual(String(decoding: try response("/__control/max-age?s=0").body, as: UTF8.self), "max-age 0 s\n")
        XCTAssertEqual(try response("/repos/junegunn/fzf/readme").headers["cache-control"], "public, max-age=0, s-maxage=0")
        for path in ["/repos/junegunn/fzf/languages", "/repos/junegunn/fzf"] {
            XCTAssertEqual(try response(path).headers["cache-control"], "private, max-age=0, s-maxage=0", path)
        }
        XCTAssertFalse(try response("/search/repositories?q=github").headers["cache-control"]?.contains("max-age=0") ?? false,
                       "search answers keep their own no-cache")
        _ = try response("/__control/max-age?s=github")
        XCTAssertEqual(try response("/repos/junegunn/fzf/readme").headers["cache-control"], "public, max-age=60, s-maxage=60")
        XCTAssertEqual(try response("/__control/max-age?s=soon").status, 400)
    }

    func testTheRequestLogListsOrdinaryRequestsOnlyAndResets() throws {
        _ = try response("/search/repositories?q=tetris%20language%3Aswift")
        _ = try response("/repos/junegunn/fzf/readme")
        let log = String(decoding: try response("/__control/requests").body, as: UTF8.self)
        XCTAssertEqual(log, "GET /search/repositories?q=tetris%20language%3Aswift\nGET /repos/junegunn/fzf/readme\n")
        _ = try response("/__control/reset")
        XCTAssertEqual(String(decoding: try response("/__control/requests").body, as: UTF8.self), "")
        XCTAssertEqual(try response("/__control/nonsense").status, 404)
    }

    // MARK: READMEs, languages, repositories

    func testReadmesAreServedAsTheEnvelopeOrRawBytesCaseInsensitively() throws {
        for (fullName, _) in [("junegunn/fzf", 0), ("burntsushi/RIPGREP", 0), ("sindresorhus/awesome", 0),
                              ("fatedier/frp", 0), ("kennethreitz/legit", 0)] {
            let envelope = try response("/repos/\(fullName)/readme")
            XCTAssertEqual(envelope.status, 200, fullName)
            let object = try json(envelope)
            XCTAssertEqual(object["encoding"] as? String, "base64", fullName)
            let content = try XCTUnwrap(object["content"] as? String)
            let decoded = try XCTUnwrap(Data(base64Encoded: content, options: .ignoreUnknownCharacters))

            let raw = try response("/repos/\(fullName)/readme", headers: [("Accept", "application/vnd.github.raw+json")])
            XCTAssertEqual(raw.status, 200, fullName)
            XCTAssertEqual(raw.headers["content-type"], "application/vnd.github.raw", fullName)
            XCTAssertEqual(raw.body, decoded, fullName)
            XCTAssertEqual(raw.body.count, object["size"] as? Int, fullName)
        }
        let frp = String(decoding: try response("/repos/fatedier/frp/readme",
                                                headers: [("Accept", "application/vnd.github.raw+json")]).body,
                         as: UTF8.self)
        XCTAssertTrue(frp.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }, "frp's README is Chinese")
    }

    func testARepositoryWithoutAReadmeGetsGitHubsNotFound() throws {
        let missing = try response("/repos/octokit-fixture-org/hello-world/readme")
        XCTAssertEqual(missing.status, 404)
        XCTAssertEqual(try json(missing)["message"] as? String, "Not Found")
        XCTAssertEqual(try response("/repos/nobody/nothing/languages").status, 404)
    }

    func testTheReadmeRepositoriesAnswerWithTheirOwnNamesAndLanguages() throws {
        for fullName in ["junegunn/fzf", "BurntSushi/ripgrep", "sindresorhus/awesome", "fatedier/frp", "hostile/readme"] {
            let object = try json(try response("/repos/\(fullName.uppercased())"))
            XCTAssertEqual(object["full_name"] as? String, fullName)
            XCTAssertEqual(object["name"] as? String, String(fullName.split(separator: "/")[1]))
            XCTAssertEqual((object["owner"] as? [String: Any])?["login"] as? String,
                           String(fullName.split(separator: "/")[0]))
            XCTAssertEqual(object["html_url"] as? String, "https://github.com/\(fullName)")
            let languages = try json(try response("/repos/\(fullName)/languages"))
            XCTAssertEqual(languages["Python"] as? Int, 127_266)
            XCTAssertEqual(languages["Shell"] as? Int, 673)
        }
        // A recorded search item keeps its recorded fields.
        let legit = try json(try response("/repos/kennethreitz/legit"))
        XCTAssertEqual(legit["subscribers_count"] as? Int, 7)
        XCTAssertEqual(legit["fork"] as? Bool, false, "booleans stay booleans through the JSON rewrite")
    }

    func testTheReadmeFixturesQueryFindsTheFiveRepositories() throws {
        let page = try json(try response("/search/repositories?q=readme-fixtures"))
        let names = (page["items"] as? [[String: Any]])?.compactMap { $0["full_name"] as? String }
        XCTAssertEqual(names, ["junegunn/fzf", "BurntSushi/ripgrep", "sindresorhus/awesome", "fatedier/frp",
                               "kennethreitz/legit"])
        XCTAssertEqual(page["total_count"] as? Int, 5)
    }

    func testTheLargeTreesQueryListsTheTreeAndItsDoubleWhichHoldsEveryEntryTwice() throws {
        let page = try json(try response("/search/repositories?q=large-trees"))
        let names = (page["items"] as? [[String: Any]])?.compactMap { $0["full_name"] as? String }
        XCTAssertEqual(names, [LargeTree.fullName, LargeTree.doubledFullName])
        XCTAssertEqual(try json(try response("/repos/bench/large-tree-2x"))["full_name"] as? String, LargeTree.doubledFullName)
        let tree = try GitTree.read(from: try response("/repos/tldr-pages/tldr/git/trees/HEAD?recursive=1").body)
        let doubled = try GitTree.read(from: try response("/repos/bench/large-tree-2x/git/trees/main?recursive=1").body)
        XCTAssertEqual(tree.entries.count, 30_077)
        XCTAssertFalse(doubled.truncated)
        XCTAssertEqual(Array(doubled.entries), Array(tree.entries)
            + [GitTreeEntry(path: "2", mode: "040000", type: .tree, sha: "0000000000000000000000000000000000000002")]
            + tree.entries.map { entry in
                var moved = entry
                moved.path = "2/" + entry.path
                return moved
            })
    }

    func testTheRecordedFileRepeatedToAnyNumberOfLines() throws {
        let raw = [("Accept", "application/vnd.github.raw+json")]
        let recorded = try response("/repos/sigmavirus24/github3.py/contents/github3/repos/repo.py", headers: raw).body
        let lines = recorded.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let repeated = try response("/repos/tldr-pages/tldr/contents/bench/repo-10000.py", headers: raw)
        XCTAssertEqual(repeated.status, 200)
        let repeatedLines = repeated.body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        XCTAssertEqual(repeatedLines.count, 10_001)  // the last line break's empty rest
        XCTAssertEqual(Array(repeatedLines[lines.count]), Array(lines[0]))
        XCTAssertEqual(Array(repeatedLines[9_999]), Array(lines[9_999 % lines.count]))
        XCTAssertEqual(try response("/repos/a/b/contents/bench/repo-0.py").status, 404)
        XCTAssertEqual(try response("/repos/a/b/contents/bench/repo-100001.py").status, 404)
    }

    func testTheHostileReadmeCarriesEveryTrap() throws {
        let raw = try response("/repos/hostile/readme/readme", headers: [("Accept", "application/vnd.github.raw+json")])
        XCTAssertEqual(raw.status, 200)
        let text = String(decoding: raw.body, as: UTF8.self)
        for trap in ["\u{1B}[2J", "\u{1B}]8;;", "\u{1B}]52;c;", "\u{9B}", "\u{202E}", "javascript:", "file:",
                     String(repeating: "> ", count: 1_000), String(repeating: "  ", count: 299) + "- list level 300",
                     "| c150 |"] {
            XCTAssertTrue(text.contains(trap), "the hostile README lacks \(trap.debugDescription.prefix(40))")
        }
        XCTAssertGreaterThanOrEqual(text.split(separator: "\n").map(\.utf8.count).max() ?? 0, 200_000)
        let envelope = try json(try response("/repos/hostile/readme/readme"))
        let content = try XCTUnwrap(envelope["content"] as? String)
        XCTAssertEqual(Data(base64Encoded: content, options: .ignoreUnknownCharacters), raw.body)
        let found = try json(try response("/search/repositories?q=trigger-hostile-readme"))
        XCTAssertEqual((found["items"] as? [[String: Any]])?.first?["full_name"] as? String, "hostile/readme")
    }

    func testTheHostileErrorIsA422WithEscapeSequencesInItsMessages() throws {
        let answer = try response("/search/repositories?q=trigger-hostile-error")
        XCTAssertEqual(answer.status, 422)
        let object = try json(answer)
        XCTAssertEqual(object["message"] as? String, GitHubStandIn.hostileErrorMessages.message)
        let errors = object["errors"] as? [[String: Any]]
        XCTAssertEqual(errors?.first?["message"] as? String, GitHubStandIn.hostileErrorMessages.detail)
        XCTAssertTrue(GitHubStandIn.hostileErrorMessages.message.contains("\u{1B}]52;"))
        XCTAssertTrue(GitHubStandIn.hostileErrorMessages.detail.contains("\u{9B}"))
    }
}
