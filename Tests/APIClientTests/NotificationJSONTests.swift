import APIClient
import Entities
import FixtureServer
import Foundation
import JSONReading
import XCTest

/// Notification threads as GitHub sent them (`notifications-all`), and odd ones, read by the one
/// JSON reader; the requests' paths, queries and methods.
final class NotificationJSONTests: XCTestCase {
    private func recorded(_ name: String) throws -> Data {
        let github = try XCTUnwrap(FixtureStore.locateDirectory(), "no fixtures")
        let url = URL(fileURLWithPath: github).deletingLastPathComponent()
            .appendingPathComponent("github-conversation").appendingPathComponent("\(name).json")
        return try Data(contentsOf: url)
    }

    func testTheRecordedThreadsRead() throws {
        let threads = try [NotificationThread].read(from: recorded("notifications-all"))
        XCTAssertEqual(threads.count, 22)
        XCTAssertEqual(threads.filter(\.unread).count, 14)
        XCTAssertEqual(threads.filter { $0.subjectType == "PullRequest" }.count, 6)
        let first = try XCTUnwrap(threads.first)
        XCTAssertEqual(first.id, "300033598")
        XCTAssertEqual(first.repositoryFullName, "vcr/vcr")
        XCTAssertEqual(first.subjectTitle, "Add .ruby-version to .gitignore")
        XCTAssertEqual(first.subjectURL, "https://api.github.com/repos/vcr/vcr/pulls/691")
        XCTAssertEqual(first.reason, "subscribed")
        XCTAssertTrue(first.unread)
        XCTAssertNil(first.lastReadAt)
        XCTAssertEqual(first.updatedAt, ISO8601DateFormatter().date(from: "2018-02-04T11:39:55Z"))
    }

    func testWrongKindsNeverSpoilAThread() throws {
        let thread = try NotificationThread.read(from: Data(
            #"{"id": 5, "unread": "yes", "subject": null, "repository": {"full_name": 3}, "updated_at": "soon"}"#.utf8))
        XCTAssertEqual(thread.id, "")
        XCTAssertFalse(thread.unread)
        XCTAssertEqual(thread.subjectTitle, "")
        XCTAssertEqual(thread.repositoryFullName, "")
        XCTAssertNil(thread.updatedAt)
    }

    func testTheRequests() throws {
        let list = GitHubAPI.Notifications(all: true, perPage: 100, page: 2)
        XCTAssertEqual(list.path, "/notifications")
        XCTAssertEqual(list.queryItems.map { "\($0.name)=\($0.value)" }, ["all=true", "per_page=100", "page=2"])
        XCTAssertEqual(list.method, "GET")
        XCTAssertEqual(GitHubAPI.Notifications().queryItems.map(\.name), ["per_page", "page"])
        let read = GitHubAPI.NotificationThreadMark(threadID: "300033598", mark: .read)
        XCTAssertEqual(try read.path, "/notifications/threads/300033598")
        XCTAssertEqual(read.method, "PATCH")
        XCTAssertFalse(read.isStored)
        XCTAssertEqual(GitHubAPI.NotificationThreadMark(threadID: "1", mark: .done).method, "DELETE")
        XCTAssertThrowsError(try GitHubAPI.NotificationThreadMark(threadID: "../user", mark: .done).path)
    }
}
