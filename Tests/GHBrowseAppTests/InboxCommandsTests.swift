import APIClient
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import Usecases
import ResponseCache
import XCTest

/// `ghbrowse notifications` and `ghbrowse inbox` over the real client and curl against the
/// fixture server: lines when piped, JSON, sections, and the token sentence without one.
@MainActor
final class InboxCommandsTests: XCTestCase {
    private var server: FixtureServer!
    private let standardOutput = RecordingByteSink()
    private let standardError = RecordingSink()

    override func setUp() async throws {
        server = FixtureServer(handler: try GitHubStandIn(store: FixtureStore.located()).handler)
        try server.start()
    }

    override func tearDown() async throws {
        server?.stop()
    }

    private func runner(isTerminal: Bool = false, hasToken: Bool = true) -> InboxCommandRunner {
        let client = FixedFreshnessClient(
            wrapping: GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: hasToken ? "t0k" : nil),
                                   httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(20)),
                                   cache: DisabledResponseCache()), freshness: .revalidate)
        let context = CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                                   isTerminal: isTerminal, width: 120, usesColor: false,
                                                                   colorDepth: .palette256),
                                         clock: FixedClock(now: Date(timeIntervalSince1970: 1_700_000_000)),
                                         hasToken: hasToken)
        return InboxCommandRunner(notifications: NotificationsInteractor(client: client, scheduler: InlineScheduler()),
                                  issues: IssuesInteractor(client: client, scheduler: InlineScheduler()),
                                  freshness: .latest, context: context)
    }

    private var lines: [[String]] {
        standardOutput.text.split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    func testNotificationsPipedAreOneTabSeparatedLineEach() async {
        var status: Int32?
        runner().notifications(all: false, limit: 3, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.count, 3)
        XCTAssertEqual(lines.first, ["300033598", "true", "vcr/vcr", "PullRequest", "Add .ruby-version to .gitignore",
                                     "subscribed", "2018-02-04T11:39:55Z"])
    }

    func testNotificationsAsJSONHaveTheFieldsAskedFor() async {
        var status: Int32?
        runner().notifications(all: true, limit: 1, json: JSONOutputRequest(fields: ["id", "unread"])) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertTrue(standardOutput.text.contains("\"id\": \"300033598\""), standardOutput.text)
        XCTAssertFalse(standardOutput.text.contains("\"title\""))
    }

    func testTheInboxIsThreeSectionsEachItemWithItsRepository() async {
        var status: Int32?
        runner().inbox(limit: 2, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(lines.map { $0.first ?? "" }, ["pullRequests", "pullRequests", "reviewRequests", "reviewRequests",
                                                      "issues", "issues"])
        XCTAssertEqual(lines.first?[1], "Koffeegod/demo-issues")
    }

    func testWithoutATokenTheSentenceSaysHowToGetOne() async {
        var status: Int32?
        runner(hasToken: false).inbox(limit: 2, json: nil) { status = $0 }
        XCTAssertEqual(status, CommandLineContext.failureStatus)
        XCTAssertTrue(standardError.text.contains("Your inbox needs a token: run gh auth login, or set GH_TOKEN."))
        XCTAssertEqual(standardOutput.text, "")
    }
}
