@testable import APIClient
import Entities
import FixtureServer
import Foundation
import ResponseCache
import XCTest

/// The notification requests over the real curl client against the fixture server: the recorded
/// threads read, and marking read (`PATCH`) and done (`DELETE`) reaching the server.
final class NotificationRequestTests: XCTestCase {
    private var standIn: GitHubStandIn!
    private var server: FixtureServer!
    private let http = CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20))

    override func setUpWithError() throws {
        try super.setUpWithError()
        standIn = try GitHubStandIn(store: FixtureStore.located())
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        super.tearDown()
    }

    private func client() -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: "ghp_secret123"),
                     httpClient: http, cache: DisabledResponseCache())
    }

    func testTheRecordedThreadsArrive() throws {
        let response = try client().send(GitHubAPI.Notifications(all: true, perPage: 100), cancellation: nil).get()
        XCTAssertEqual(response.value.count, 22)
        XCTAssertEqual(response.value.first?.repositoryFullName, "vcr/vcr")
        XCTAssertEqual(server.receivedRequests.last?.target, "/notifications?all=true&per_page=100&page=1")
        let later = try client().send(GitHubAPI.Notifications(page: 2), cancellation: nil).get()
        XCTAssertEqual(later.value, [])
    }

    func testMarkingReadAndDoneReachesTheServer() throws {
        let read = try client().send(GitHubAPI.NotificationThreadMark(threadID: "300033598", mark: .read),
                                     cancellation: nil).get()
        XCTAssertEqual(read.status, 205)
        let done = try client().send(GitHubAPI.NotificationThreadMark(threadID: "300033598", mark: .done),
                                     cancellation: nil).get()
        XCTAssertEqual(done.status, 204)
        XCTAssertEqual(standIn.notificationMarks, ["PATCH 300033598", "DELETE 300033598"])
    }
}
