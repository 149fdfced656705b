import APIClient
import FixtureServer
import Foundation
import XCTest

/// The stand-in's conversation routes (`ConversationFixtures`): the recorded answers at their
/// real API paths with their recorded headers, pages by `page`, and the answers made in their shape.
final class ConversationFixturesServerTests: XCTestCase {
    private var server: FixtureServer!
    private let client = CurlHTTPClient()

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        server = nil
        super.tearDown()
    }

    private func get(_ path: String, accept: String? = nil, file: StaticString = #filePath,
                     line: UInt = #line) throws -> HTTPResponse {
        let headers = accept.map { [HTTPHeaders.Field(name: "Accept", value: $0)] } ?? []
        switch client.send(HTTPRequest(url: server.baseURL + path, headers: headers), cancellation: nil) {
        case .success(let response): return response
        case .failure(let failure):
            XCTFail("GET \(path) failed: \(failure)", file: file, line: line)
            throw failure
        }
    }

    private func list(_ response: HTTPResponse) throws -> [[String: Any]] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
    }

    func testRecordedAnswersAreServedAtTheirPathsWithTheirLinks() throws {
        let issues = try get("/repos/PyGithub/PyGithub/issues?state=open&per_page=100")
        XCTAssertEqual(issues.status, 200)
        XCTAssertEqual(try list(issues).count, 32, "the recorded #1136 and #3372 first, then the recorded page")
        XCTAssertTrue(issues.headers["link"]?.contains("rel=\"next\"") ?? false)
        XCTAssertEqual(try list(try get("/repos/PyGithub/PyGithub/issues?state=open&page=2")).count, 0,
                       "past the recorded page: GitHub's empty list")

        for page in 1...3 {
            let comments = try get("/repos/PyGithub/PyGithub/issues/1136/comments?per_page=100&page=\(page)")
            XCTAssertEqual(try list(comments).count, page == 3 ? 1 : 3)
            XCTAssertNotNil(comments.headers["link"])
        }
        XCTAssertEqual(try get("/repos/PyGithub/PyGithub/issues/28").status, 200)
        XCTAssertEqual(try get("/repos/PyGithub/PyGithub/issues/999999").status, 404)
        XCTAssertEqual(try list(try get("/repos/PyGithub/PyGithub/issues/31/timeline")).count, 14)
        XCTAssertEqual(try list(try get("/repos/sigmavirus24/github3.py/pulls/286/files?per_page=100")).count, 5)
        XCTAssertEqual(try list(try get("/repos/PyGithub/PyGithub/pulls/538/reviews")).count, 5)
        let runs = try get("/repos/PyGithub/PyGithub/commits/10a7135a04f71e6101f8b013aded8a662d08fd1f/check-runs")
        XCTAssertEqual((try JSONSerialization.jsonObject(with: runs.body) as? [String: Any])?["total_count"] as? Int, 4)
        let search = try get("/search/issues?q=label%3ABug%20repo%3Asigmavirus24%2Fgithub3.py%20is%3Aissue")
        XCTAssertEqual((try JSONSerialization.jsonObject(with: search.body) as? [String: Any])?["total_count"] as? Int, 57)
    }

    func testAPullRequestsDiffIsMadeFromItsRecordedPatches() throws {
        let diff = try get("/repos/sigmavirus24/github3.py/pulls/286", accept: "application/vnd.github.diff")
        XCTAssertEqual(diff.status, 200)
        let text = String(decoding: diff.body, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("diff --git a/"), String(text.prefix(80)))
        XCTAssertEqual(text.components(separatedBy: "diff --git ").count - 1, 5)
        XCTAssertTrue(text.contains("\n@@ "))
        let json = try get("/repos/sigmavirus24/github3.py/pulls/286")
        XCTAssertEqual((try JSONSerialization.jsonObject(with: json.body) as? [String: Any])?["number"] as? Int, 286)
    }

    func testAPendingRefHasARunInProgressAndACommitWithoutStatusesIsPending() throws {
        let runs = try get("/repos/o/r/commits/pending-ref/check-runs")
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: runs.body) as? [String: Any])
        let list = try XCTUnwrap(object["check_runs"] as? [[String: Any]])
        XCTAssertEqual(list.map { $0["status"] as? String }, ["in_progress", "completed"])
        let status = try get("/repos/o/r/commits/abc/status")
        XCTAssertEqual((try JSONSerialization.jsonObject(with: status.body) as? [String: Any])?["state"] as? String, "pending")
    }

    func testTheMadeRepositoryHasEveryStateMarkFiveHundredCommentsAndThreeThousandFiles() throws {
        let marks = try list(try get("/repos/ghbrowse-fixtures/conversation/issues"))
        XCTAssertEqual(marks.map { $0["state_reason"] as? String }, [nil, "completed", "not_planned", nil, nil, nil, "reopened", "reopened"])
        XCTAssertEqual(marks.filter { $0["pull_request"] != nil }.count, 3)
        XCTAssertEqual(marks.map { $0["draft"] as? Bool }, [nil, nil, nil, true, false, false, nil, nil])
        XCTAssertEqual(marks.suffix(2).map { $0["comments"] as? Int }, [500, 0])

        var comments = 0
        var page = 1
        while true {
            let answer = try get("/repos/ghbrowse-fixtures/conversation/issues/500/comments?per_page=100&page=\(page)")
            comments += try list(answer).count
            guard answer.headers["link"]?.contains("rel=\"next\"") ?? false else { break }
            page += 1
        }
        XCTAssertEqual(comments, 500)
        XCTAssertEqual(page, 5)

        let files = try get("/repos/ghbrowse-fixtures/conversation/pulls/3000/files?per_page=100&page=30")
        XCTAssertEqual(try list(files).first?["filename"] as? String, "dir29/file2900.py")
        XCTAssertFalse(files.headers["link"]?.contains("rel=\"next\"") ?? true)
        let diff = try get("/repos/ghbrowse-fixtures/conversation/pulls/3000", accept: "application/vnd.github.diff")
        let headers = Array("diff --git ".utf8)
        XCTAssertEqual(diff.body.split(separator: UInt8(ascii: "\n")).filter { $0.starts(with: headers) }.count, 3000)
    }
}
