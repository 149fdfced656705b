import Usecases
import APIClient
import Auth
import Entities
import FixtureServer
import Foundation
@testable import GHBrowseApp
import Interactors
import ResponseCache
import XCTest

/// `auth status`, `stars`, `repos`, `star` and `unstar` against the GitHub stand-in on 127.0.0.1,
/// over the real curl client: the starred state changes on the server and reads back.
@MainActor
final class AccountCommandTests: XCTestCase {
    private var server: FixtureServer!
    private var standIn: GitHubStandIn!
    private let token = "gho_AccountCommandTestsToken"
    private let standardOutput = RecordingSink()
    private let standardError = RecordingSink()

    override func setUp() async throws {
        standIn = try GitHubStandIn(store: try FixtureStore.located())
        server = FixtureServer(handler: standIn.handler)
        try server.start()
    }

    override func tearDown() async throws {
        server.stop()
    }

    private func client(token: String?) -> GitHubClient {
        GitHubClient(configuration: GitHubConfiguration(baseURL: server.baseURL, token: token),
                     httpClient: CurlHTTPClient(connectTimeout: .seconds(5), totalTimeout: .seconds(10)),
                     cache: DisabledResponseCache())
    }

    private func context(hasToken: Bool, isTerminal: Bool = false) -> CommandLineContext {
        CommandLineContext(output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                                     isTerminal: isTerminal, width: 100),
                           clock: SystemDateProvider(), hasToken: hasToken)
    }

    private func resolution(token: String?, source: TokenSource) -> TokenResolution {
        TokenResolution(host: GitHubHost(name: "127.0.0.1", apiBaseURL: server.baseURL, origin: .apiURLVariable),
                        token: token, source: source)
    }

    private func authStatus(token: String?, source: TokenSource) -> Int32? {
        let runner = AuthStatusRunner(resolution: resolution(token: token, source: source),
                                      account: AccountInteractor(client: client(token: token), scheduler: InlineScheduler()),
                                      context: context(hasToken: token != nil))
        var status: Int32?
        runner.run { status = $0 }
        return status
    }

    private func star(_ starred: Bool, _ fullName: String, token: String? = nil) -> Int32? {
        let token = token ?? self.token
        let runner = StarCommandRunner(usecase: StarStateInteractor(client: client(token: token), scheduler: InlineScheduler()),
                                       context: context(hasToken: true))
        var status: Int32?
        runner.run(starred: starred, fullName: fullName) { status = $0 }
        return status
    }

    private func listing(pageSize: Int = 100, hasToken: Bool = true, isTerminal: Bool = false)
        -> ListingCommandRunner {
        let client = self.client(token: hasToken ? token : nil)
        return ListingCommandRunner(starred: AccountRepositoriesInteractor(client: client, scheduler: InlineScheduler()),
                                    repositories: AccountRepositoriesInteractor(client: client, scheduler: InlineScheduler()),
                                    context: context(hasToken: hasToken, isTerminal: isTerminal), pageSize: pageSize)
    }

    private var outputLines: [String] { standardOutput.text.split(separator: "\n").map(String.init) }

    // MARK: auth status

    func testAuthStatusSaysHostSourceLoginScopesAndBudgetsButNeverTheToken() async {
        XCTAssertEqual(authStatus(token: token, source: .ghAuthToken), 0)
        let lines = outputLines
        XCTAssertEqual(lines[0], "host      127.0.0.1")
        XCTAssertEqual(lines[1], "API       \(server.baseURL)")
        XCTAssertEqual(lines[2], "token     gh auth token")
        XCTAssertEqual(lines[3], "login     monalisa")
        XCTAssertEqual(lines[4], "scopes    repo, read:org")
        XCTAssertTrue(lines[5].hasPrefix("core      4,990/5,000 left, resets in 4"), lines[5])
        XCTAssertTrue(lines[6].hasPrefix("search    28/30 left, resets in 4"), lines[6])
        XCTAssertFalse(standardOutput.text.contains(token))
        XCTAssertEqual(standardError.text, "")
        XCTAssertEqual(server.receivedRequests.filter { $0.path == "/user" }.first?.header("authorization"),
                       "Bearer \(token)")
    }

    func testAuthStatusWithoutATokenSaysHowToGetOneAndAsksOnlyForTheBudgets() async {
        XCTAssertEqual(authStatus(token: nil, source: .none), 0)
        XCTAssertEqual(outputLines[2], "token     none")
        XCTAssertTrue(outputLines[3].contains("gh auth login"), outputLines[3])
        XCTAssertTrue(outputLines[3].contains("GH_TOKEN"), outputLines[3])
        XCTAssertEqual(server.receivedRequests.map(\.path), ["/rate_limit"])
    }

    func testAuthStatusWithARefusedTokenExitsOne() async {
        let runner = AuthStatusRunner(resolution: resolution(token: token, source: .environment(variable: "GH_TOKEN")),
                                      account: AccountInteractor(client: client(token: nil), scheduler: InlineScheduler()),
                                      context: context(hasToken: true))
        var status: Int32?
        runner.run { status = $0 }
        XCTAssertEqual(status, 1)
        XCTAssertTrue(outputLines[3].contains("Requires authentication"), outputLines[3])
    }

    // MARK: star / unstar

    func testStarAndUnstarChangeTheServersStateAndReadBack() async {
        XCTAssertTrue(standIn.starredFullNames.contains("kennethreitz/legit"))
        XCTAssertEqual(star(false, "kennethreitz/legit"), 0)
        XCTAssertEqual(standardOutput.text, "Unstarred kennethreitz/legit\n")
        XCTAssertFalse(standIn.starredFullNames.contains("kennethreitz/legit"))

        XCTAssertEqual(star(false, "kennethreitz/legit"), 0)
        XCTAssertTrue(standardOutput.text.hasSuffix("kennethreitz/legit was already not starred; nothing changed\n"))

        XCTAssertEqual(star(true, "kennethreitz/legit"), 0)
        XCTAssertTrue(standardOutput.text.hasSuffix("★ Starred kennethreitz/legit\n"))
        XCTAssertEqual(standIn.starredFullNames.first, "kennethreitz/legit", "the newest star")
        XCTAssertEqual(server.receivedRequests.map(\.method), ["GET", "DELETE", "GET", "GET", "PUT"])
        XCTAssertEqual(server.receivedRequests.last?.header("content-length"), "0")
        XCTAssertEqual(standardError.text, "")
    }

    func testARefusalExitsOneWithGitHubsWords() async {
        XCTAssertEqual(star(false, "kennethreitz/legit", token: "read-only-token"), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: GitHub answered 403: Resource not accessible by personal access token\n")
        XCTAssertEqual(standardOutput.text, "")
        XCTAssertTrue(standIn.starredFullNames.contains("kennethreitz/legit"), "nothing changed")
    }

    func testStarringAnUnknownRepositoryExitsOne() async {
        XCTAssertEqual(star(true, "nobody/nothing"), 1)
        XCTAssertEqual(standardError.text, "ghbrowse: not found (Not Found)\n")
    }

    // MARK: stars / repos

    func testStarsArePagedNewestFirstWithWhenStarred() async {
        var status: Int32?
        listing(pageSize: 20).runStars(limit: 45, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        let lines = outputLines
        XCTAssertEqual(lines.count, 45)
        XCTAssertEqual(lines.first, "kennethreitz/legit\tGit for Humans, Inspired by GitHub for Mac™.\t3036\tPython\tpublic\t"
                       + "2024-01-01T00:00:00Z")
        XCTAssertTrue(lines[1].hasSuffix("\t2023-12-31T00:00:00Z"), lines[1])
        let pages = server.receivedRequests.filter { $0.path == "/user/starred" }
        XCTAssertEqual(pages.map { $0.query("page") }, ["1", "2", "3"])
        XCTAssertTrue(pages.allSatisfy { $0.header("accept") == "application/vnd.github.star+json" })
    }

    func testStarsAsJSONCarryStarredAt() async throws {
        var status: Int32?
        listing().runStars(limit: 2, json: JSONOutputRequest()) { status = $0 }
        XCTAssertEqual(status, 0)
        let array = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(standardOutput.text.utf8)) as? [[String: Any]])
        XCTAssertEqual(array.map { $0["fullName"] as? String }, ["kennethreitz/legit", "RuudBurger/CouchPotatoV1"])
        XCTAssertEqual(array.first?["starredAt"] as? String, "2024-01-01T00:00:00Z")
    }

    func testReposComeRecentlyPushedFirstWithPrivateOnesMarked() async {
        var status: Int32?
        listing(pageSize: 25).runRepositories(limit: 60, json: nil) { status = $0 }
        XCTAssertEqual(status, 0)
        let lines = outputLines
        XCTAssertEqual(lines.count, 60)
        let pushed = lines.map { $0.split(separator: "\t", omittingEmptySubsequences: false).last.map(String.init) ?? "" }
        XCTAssertEqual(pushed, pushed.sorted(by: >))
        XCTAssertTrue(lines.contains { $0.contains("\tprivate\t") })
        XCTAssertEqual(server.receivedRequests.filter { $0.path == "/user/repos" }.map { $0.query("page") }, ["1", "2", "3"])
        XCTAssertTrue(server.receivedRequests.allSatisfy { $0.query("sort") == "pushed" })
    }

    func testListsWithoutATokenSayHowToGetOne() async {
        var status: Int32?
        listing(hasToken: false).runStars(limit: 5, json: nil) { status = $0 }
        XCTAssertEqual(status, 1)
        XCTAssertEqual(standardError.text, "ghbrowse: your stars need a token: run `gh auth login`, or set GH_TOKEN\n")
        XCTAssertTrue(server.receivedRequests.isEmpty)
    }
}
