import APIClient
import Entities
import Foundation
import XCTest

/// One malformed date loses that row's date, never the list (`/user/repos`, `/user/starred`).
final class MalformedDateTests: XCTestCase {

    private func repository(_ id: Int, pushedAt: String) -> String {
        """
        {"id": \(id), "name": "r\(id)", "full_name": "o/r\(id)", "owner": {"login": "o", "id": 1},
         "fork": false, "html_url": "https://github.com/o/r\(id)", "stargazers_count": 1, "forks_count": 0,
         "open_issues_count": 0, "created_at": "2020-01-01T00:00:00Z", "pushed_at": \(pushedAt)}
        """
    }

    func testAMalformedDateInYourRepositoriesLeavesThatRowWithoutItAndTheRestWhole() throws {
        let body = "[" + [repository(1, pushedAt: "\"last Tuesday\""), repository(2, pushedAt: "\"\""),
                          repository(3, pushedAt: "17"), repository(4, pushedAt: "null"),
                          repository(5, pushedAt: "\"2024-05-06T07:08:09Z\"")].joined(separator: ",") + "]"
        let repositories = try [Repository].read(from: Data(body.utf8))
        XCTAssertEqual(repositories.map(\.fullName), ["o/r1", "o/r2", "o/r3", "o/r4", "o/r5"])
        XCTAssertEqual(repositories.map { $0.pushedAt == nil }, [true, true, true, true, false])
        XCTAssertEqual(repositories[0].createdAt, Date(timeIntervalSince1970: 1_577_836_800))
    }

    func testAMalformedStarDateLeavesTheStarWithoutADate() throws {
        let body = "[{\"starred_at\": \"soon\", \"repo\": \(repository(1, pushedAt: "null"))},"
            + "{\"starred_at\": \"2024-01-01T00:00:00Z\", \"repo\": \(repository(2, pushedAt: "null"))}]"
        let stars = try [StarredRepository].read(from: Data(body.utf8))
        XCTAssertEqual(stars.map(\.repository.fullName), ["o/r1", "o/r2"])
        XCTAssertNil(stars[0].starredAt)
        XCTAssertEqual(stars[1].starredAt, Date(timeIntervalSince1970: 1_704_067_200))
    }
}
