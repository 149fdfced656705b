import APIClient
import TextCells
import Foundation
import Glibc
import Synchronization

/// A stand-in for `api.github.com` built from the recorded fixtures, for end-to-end tests,
/// benchmarks and demos (`fixture-server`).
///
/// - `GET /search/repositories`: a `q` containing `nothing-matches` → no results;
///   `trigger-ratelimit` → 403 rate limit (resets in 42 s, resource `search`); `trigger-absurd-limit` →
///   403 secondary limit whose `retry-after` and `x-ratelimit-reset` are `Int.max`;
///   `trigger-secondary` → 403 secondary limit; `trigger-invalid` → 422; `trigger-badcreds` → 401;
///   `trigger-servererror` → 500; `trigger-unavailable` → 503 with `retry-after: 120`;
///   `trigger-slow` → the results after 2 s; `trigger-hostile-error` →
///   422 whose `message` and `errors[].message` carry escape sequences (`hostileErrorMessages`);
///   `trigger-hostile-readme` → one result, `hostile/readme`; `trigger-alerts-readme` → one result,
///   `made/alerts`, whose README has GitHub's five alerts; `trigger-hostile-tree` → one result,
///   `hostile/tree`, whose tree is `HostileTree`; `trigger-hostile` → three recorded items
///   carrying escape sequences, controls, bidi overrides and wide text (`hostileTexts`) in their
///   descriptions and languages; `trigger-huge-numbers` → two recorded items under the owner `huge`
///   whose counts are `Int.max` or near it, created in year 1 and pushed in 9999 (`hugeItem`), and
///   the same objects (languages summing past `Int.max`) for their details;
///   `readme-fixtures` → the five repositories with a recorded README; `trigger-pathological-files` →
///   one result, `ghbrowse-fixtures/pathological` (files costly to highlight in its tree); `trigger-markdown-links` →
///   one result, `ghbrowse-fixtures/markdown-links` (a Markdown file with relative links in its tree);
///   `trigger-conversation` → `PyGithub/PyGithub`, whose issues, pull requests and checks are
///   recorded (`ConversationFixtures`), and `ghbrowse-fixtures/conversation`, made in their shape
///   (`MadeConversation`: every state mark, a 500-comment issue, a 3,000-file pull request); `readme-sizes` → `readmeSizes`
///   (a small README, fzf's, and the large ones), for the benchmark that opens each in turn;
///   `trigger-release-assets` → one result, `ghbrowse-fixtures/assets` (`ReleaseAssetFixtures`).
///   `large-trees` → `tldr-pages/tldr` and `bench/large-tree-2x`, the large tree and it doubled
///   (`LargeTree`).
///   Otherwise results: with the default 30 a page, pages 1 and 2 are the recordings byte for byte;
///   any other page is made from the 60 recorded items taken in turn (a suffix like `legit-2` keeps
///   them unique), 1,000 results at most of `total_count` 2723, with a `link` header to this server.
/// - `GET /repos/OWNER/REPO`: `octokit-fixture-org/hello-world`; any search item (with
///   `"subscribers_count": 7`); the README repositories, `hostile/readme` and `hostile/tree`
///   (hello-world renamed), and the large trees' two repositories (the same);
///   else 404. Names match case-insensitively.
/// - `GET /repos/OWNER/REPO/readme`: the recorded README of `ReadmeFixtures.recorded`, or the
///   hostile one of `hostile/readme`, as the JSON envelope, or the bytes with
///   `Accept: application/vnd.github.raw+json`; `bench/large-readme` (and `-2x`) serve `LargeReadme`;
///   404 (GitHub's body) for any other repository.
/// - `GET /repos/OWNER/REPO/languages`: the recorded languages for any repository above; else 404.
/// - Inside a repository (trees, contents, commits, branches, tags, releases), for any
///   `OWNER/REPO`: see `RepositoryContentsFixtures`.
/// - Issues, pull requests, their comments, timelines, reviews, files and diffs, check runs and
///   statuses, and `GET /search/issues`: see `ConversationFixtures`; `GET /search/code` and the
///   files its results name: see `CodeSearchFixtures`.
/// - Workflow runs, jobs and job logs (`…/actions/…`, the log host): see `ActionsFixtures`.
/// - `/user`, `/rate_limit`, `/user/starred…` and `/user/repos`: see `AccountStandIn` (the starred
///   state changes with `PUT` and `DELETE` and reads back).
/// - `POST /graphql` (`/api/graphql` on GitHub Enterprise): a file's blame, made in GitHub's
///   documented shape (see `GraphQLStandIn`).
/// - `ghbrowse-fixtures/assets`' release and its assets' downloads: see `ReleaseAssetFixtures`.
/// - A leading `/api/v3` (GitHub Enterprise's prefix) is ignored; anything else is 404.
public final class GitHubStandIn: Sendable {
    public static let totalCount = 2723
    public static let reachableResults = 1000
    public static let slowDelay: Duration = .seconds(2)
    /// What the `readme-sizes` search lists: READMEs of 3 KB (plain text), 42 KB, 250 KB and 500 KB.
    public static let readmeSizes = ["kennethreitz/legit", "junegunn/fzf"] + LargeReadme.repositories.map(\.fullName)

    private let store: FixtureStore
    private let readmes: ReadmeFixtures
    private let repositoryContents: RepositoryContentsFixtures
    /// Issues, pull requests, comments, reviews, checks (see `ConversationFixtures`).
    private let conversation: ConversationFixtures
    /// `/search/code` and the files its results name (see `CodeSearchFixtures`).
    private let codeSearch: CodeSearchFixtures
    private let recordedItems: [JSONObject]
    private let indexByFullName: [String: Int]
    private let helloWorld: JSONObject
    private let rateLimitHeaders: [FixtureHeader]
    private let serializedItems = Mutex<[Int: SerializedObject]>([:])
    private let itemCache = Mutex<[Int: [UInt8]]>([:])
    /// `/user`, `/rate_limit`, your stars and repositories (see `AccountStandIn`).
    private let account: AccountStandIn
    private let notifications: NotificationFixtures
    /// `POST /graphql`: a file's blame (see `GraphQLStandIn`).
    private let graphQL: GraphQLStandIn
    /// `ghbrowse-fixtures/assets`' release and its assets' downloads (see `ReleaseAssetFixtures`).
    private let releaseAssets = ReleaseAssetFixtures()
    private let detailCache = Mutex<[Int: [UInt8]]>([:])
    private let largeReadmes = Mutex<[Int: [UInt8]]>([:])
    /// The large READMEs' envelopes, made once: base64 and JSON for 250 KB take the server tens of
    /// milliseconds, which GitHub, serving from its caches, does not spend.
    private let largeEnvelopes = Mutex<[Int: FixtureResponse]>([:])

    public init(store: FixtureStore) throws {
        self.store = store
        readmes = ReadmeFixtures(besideGitHubFixtures: store)
        conversation = ConversationFixtures(besideGitHubFixtures: store)
        codeSearch = CodeSearchFixtures(store: conversation.store)
        repositoryContents = try RepositoryContentsFixtures(besideGitHubFixtures: store, codeSearch: codeSearch)
        graphQL = try GraphQLStandIn(
            recordedCommits: repositoryContents.store.fixture(named: "commits-sigmavirus24-github3.py").body)
        var items: [JSONObject] = []
        for name in ["search-repositories-page1", "search-repositories-page2"] {
            let pageItems = try JSONObject(parsing: try store.fixture(named: name).body).objects(under: "items")
            guard !pageItems.isEmpty else { throw FixtureError(description: "\(name) has no items") }
            items += pageItems
        }
        recordedItems = items
        var index: [String: Int] = [:]
        for (position, item) in items.enumerated() {
            if let fullName = item.string("full_name"), index[fullName.lowercased()] == nil {
                index[fullName.lowercased()] = position
            }
        }
        indexByFullName = index
        let knownItems = items
        let knownIndex = index
        notifications = NotificationFixtures(
            store: FixtureStore(directory: ConversationFixtures.directory(besideGitHubFixtures: store)))
        account = AccountStandIn(items: items) { fullName in
            knownIndex[fullName.lowercased()].map { knownItems[$0] }
        }
        helloWorld = try JSONObject(parsing: try store.fixture(named: "repository-hello-world").body)
        rateLimitHeaders = try store.fixture(named: "search-repositories-page1").headers
            .filter { $0.name.lowercased().hasPrefix("x-ratelimit-") }
        // Everything the router serves is read now, so a missing file fails here and not mid-test.
        for name in ["search-repositories-empty", "error-403-rate-limit", "error-403-secondary-rate-limit",
                     "error-422-validation-failed", "error-401-bad-credentials", "error-404-not-found",
                     "repository-languages"] {
            _ = try store.fixture(named: name)
        }
    }

    /// Starts GitHub's log host on another loopback port: a job log's redirect points there from
    /// now on, and the server returned (kept alive by the caller) records what it was sent.
    public func startLogHost() throws -> FixtureServer {
        let actions = conversation.actions
        let server = FixtureServer { request in
            actions.logHostResponse(path: request.path) ?? FixtureResponse(status: 404, body: Array("Not Found".utf8))
        }
        let port = try server.start()
        actions.setLogOrigin("http://127.0.0.1:\(port)")
        return server
    }

    /// Starts the host release assets are downloaded from on another loopback port: the download
    /// addresses redirect there from now on, and the server returned (kept alive by the caller)
    /// records what it was sent (no `Authorization` must reach it). With `controls`, its answers are
    /// held part way while they say so (`hold-assets`, sent to the server they belong to).
    public func startAssetHost(heldBy controls: ServerControls? = nil) throws -> FixtureServer {
        let assets = releaseAssets
        let server = FixtureServer { request in
            guard var response = assets.assetResponse(path: request.path) else {
                return FixtureResponse(status: 404, body: Array("Not Found".utf8))
            }
            if let controls, controls.holdsAssets { response.pacing = controls.assetPacing }
            return response
        }
        let port = try server.start()
        assets.setAssetOrigin("http://127.0.0.1:\(port)")
        return server
    }

    /// The full names (`owner/repo`) of the 60 recorded search items, in order.
    public var recordedFullNames: [String] {
        recordedItems.compactMap { $0.string("full_name") }
    }

    /// The notification marks received so far (`PATCH ID`, `DELETE ID`), in order.
    public var notificationMarks: [String] { notifications.marks }

    /// The full names starred now, newest first.
    public var starredFullNames: [String] { account.starredFullNames }

    /// The stand-in as a `FixtureServer` handler.
    public var handler: FixtureServer.Handler {
        { [self] request in respond(to: request) }
    }

    public func respond(to request: ReceivedRequest) -> FixtureResponse {
        var path = request.path
        if path.hasPrefix("/api/v3/") { path.removeFirst("/api/v3".count) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path == "/graphql" || path == "/api/graphql" { return graphQL.respond(to: request) }
        if let answer = account.respond(to: request, path: path) { return answer }
        if let answer = notifications.respond(to: request, path: path) { return answer }
        guard request.method == "GET" || request.method == "HEAD" else { return fixture("error-404-not-found") }
        if let answer = releaseAssets.respond(to: request, path: path) { return answer }
        if path == "/search/repositories" { return searchRepositories(request) }
        if path == "/search/issues" { return conversation.searchIssues(request) }
        if path == "/search/code" { return codeSearch.search(request) }
        if path.hasPrefix("/__joblogs/") {
            return conversation.actions.logHostResponse(path: path) ?? fixture("error-404-not-found")
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count >= 5, segments[0].isEmpty, segments[1] == "repos" {
            let fullName = PercentEncoding.decode(segments[2], plusIsSpace: false) + "/"
                + PercentEncoding.decode(segments[3], plusIsSpace: false)
            if let answer = repositoryContents.respond(to: request, fullName: fullName, segments: Array(segments.dropFirst(4))) {
                return answer
            }
            if let answer = conversation.respond(to: request, fullName: fullName, segments: Array(segments.dropFirst(4))) {
                return answer
            }
        }
        guard segments.count == 4 || segments.count == 5, segments[0].isEmpty, segments[1] == "repos" else {
            return fixture("error-404-not-found")
        }
        let fullName = PercentEncoding.decode(segments[2], plusIsSpace: false) + "/"
            + PercentEncoding.decode(segments[3], plusIsSpace: false)
        switch segments.count == 5 ? String(segments[4]) : "" {
        case "": return repository(fullName)
        case "readme": return readme(fullName, raw: ReadmeFixtures.wantsRaw(request))
        case "languages" where hugeIndex(forFullName: fullName.lowercased()) != nil:
            return .json(#"{"Swift": 9223372036854775807, "C": 9223372036854775807, "Go": 1}"#,
                         headers: rateLimitHeaders)
        case "languages":
            guard repositoryObject(fullName) != nil else { return fixture("error-404-not-found") }
            // GitHub sends `private, max-age=60` on languages; the recorded headers lack it.
            var languages = fixture("repository-languages")
            if !languages.headers.contains(where: { $0.name.lowercased() == "cache-control" }) {
                languages.headers.append(FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60"))
            }
            return languages
        default: return fixture("error-404-not-found")
        }
    }

    // MARK: Search

    private func searchRepositories(_ request: ReceivedRequest) -> FixtureResponse {
        let query = request.query("q") ?? ""
        if query.contains("nothing-matches") { return fixture("search-repositories-empty") }
        if query.contains("trigger-ratelimit") {
            return fixture("error-403-rate-limit")
                .settingHeader("x-ratelimit-reset", String(time(nil) + 42))
                .settingHeader("x-ratelimit-resource", "search")
        }
        if query.contains("trigger-absurd-limit") {
            return fixture("error-403-secondary-rate-limit")
                .settingHeader("retry-after", String(Int.max))
                .settingHeader("x-ratelimit-reset", String(Int.max))
                .settingHeader("x-ratelimit-remaining", String(Int.min))
        }
        if query.contains("trigger-secondary") { return fixture("error-403-secondary-rate-limit") }
        if query.contains("trigger-invalid") { return fixture("error-422-validation-failed") }
        if query.contains("trigger-badcreds") { return fixture("error-401-bad-credentials") }
        if query.contains("trigger-servererror") { return .json("{\"message\":\"Server Error\"}", status: 500) }
        if query.contains("trigger-unavailable") {
            return FixtureResponse.json("{\"message\":\"Service Unavailable\"}", status: 503)
                .settingHeader("retry-after", String(Self.unavailableRetryAfter))
        }
        if query.contains("trigger-hostile-error") { return hostileError() }
        if query.contains("trigger-hostile-readme") { return resultsPage([HostileReadme.fullName]) }
        if query.contains("trigger-alerts-readme") { return resultsPage([AlertsReadme.fullName]) }
        if query.contains("trigger-hostile-tree") { return resultsPage([HostileTree.fullName]) }
        if query.contains("trigger-hostile") { return hostileResults() }
        if query.contains("trigger-huge-numbers") { return hugeResults() }
        if query.contains("readme-fixtures") { return resultsPage(ReadmeFixtures.recorded.map(\.fullName)) }
        if query.contains("trigger-pathological-files") {
            return resultsPage([MadeRepositoryContents.pathologicalRepository])
        }
        if query.contains("trigger-markdown-links") {
            return resultsPage([MadeRepositoryContents.markdownLinksRepository])
        }
        if query.contains("readme-sizes") { return resultsPage(Self.readmeSizes) }
        if query.contains("trigger-release-assets") { return resultsPage([ReleaseAssetFixtures.fullName]) }
        if query.contains(LargeTree.searchQuery) { return resultsPage([LargeTree.fullName, LargeTree.doubledFullName]) }
        if query.contains("trigger-conversation") {
            return resultsPage([Self.conversationRepository, MadeConversation.fullName])
        }
        let results = searchResults(request, query: query)
        return query.contains("trigger-slow") ? results.delayed(by: Self.slowDelay) : results
    }

    private func searchResults(_ request: ReceivedRequest, query: String) -> FixtureResponse {
        let requestedPerPage = request.query("per_page").flatMap { Int($0) }
        let perPage = min(100, max(1, requestedPerPage ?? 30))
        let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        if perPage == 30 && (page == 1 || page == 2) {
            return fixture(page == 1 ? "search-repositories-page1" : "search-repositories-page2")
        }
        let start = min((page - 1) * perPage, Self.reachableResults)
        let end = min(page * perPage, Self.reachableResults)
        var body = Array("{\"total_count\":\(Self.totalCount),\"incomplete_results\":false,\"items\":[".utf8)
        body.reserveCapacity(body.count + (end - start) * 5000)
        for index in start..<end {
            if index > start { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: searchItem(at: index))
        }
        body.append(contentsOf: "]}".utf8)
        var headers = [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")]
        headers.append(FixtureHeader(name: "link", value: linkHeader(request, query: query, page: page, perPage: perPage)))
        headers += rateLimitHeaders
        return FixtureResponse(status: 200, headers: headers, body: body)
    }

    private func linkHeader(_ request: ReceivedRequest, query: String, page: Int, perPage: Int) -> String {
        let host = request.header("host") ?? "127.0.0.1"
        var common = "q=" + PercentEncoding.encodeQueryValue(query)
        for name in ["sort", "order"] {
            if let value = request.query(name) { common += "&\(name)=" + PercentEncoding.encodeQueryValue(value) }
        }
        common += "&per_page=\(perPage)"
        func link(_ target: Int, _ relation: String) -> String {
            "<http://\(host)/search/repositories?\(common)&page=\(target)>; rel=\"\(relation)\""
        }
        let lastPage = max(1, (Self.reachableResults + perPage - 1) / perPage)
        var links: [String] = []
        if page < lastPage { links.append(link(page + 1, "next")) }
        links.append(link(lastPage, "last"))
        if page > 1 {
            links.append(link(1, "first"))
            links.append(link(min(page - 1, lastPage), "prev"))
        }
        return links.joined(separator: ", ")
    }

    /// Result number `index` (0-based) as bytes: recorded item `index % 60`, renamed after the first round.
    private func searchItem(at index: Int) -> [UInt8] {
        if let cached = itemCache.withLock({ $0[index] }) { return cached }
        let recorded = index % recordedItems.count
        let serialized = serializedItems.withLock { $0[recorded] } ?? SerializedObject(recordedItems[recorded])
        serializedItems.withLock { $0[recorded] = serialized }
        let renamed = item(at: index)
        let bytes = serialized.bytes(replacing: index < recordedItems.count ? [:] : [
            "name": renamed["name"] ?? NSNull(), "full_name": renamed["full_name"] ?? NSNull(),
            "id": renamed["id"] ?? NSNull(),
        ])
        itemCache.withLock { $0[index] = bytes }
        return bytes
    }

    private func item(at index: Int) -> JSONObject {
        let round = index / recordedItems.count
        var item = recordedItems[index % recordedItems.count]
        guard round > 0 else { return item }
        let suffix = "-\(round + 1)"
        for key in ["name", "full_name"] {
            if let text = item.string(key) { item[key] = text + suffix }
        }
        if let id = item["id"] as? Int { item["id"] = id + round * 1_000_000_000 }
        return item
    }

    /// One page holding exactly the repositories named, in order.
    /// The repository whose issues, pull requests and checks are recorded.
    static let conversationRepository = "PyGithub/PyGithub"

    private func resultsPage(_ fullNames: [String]) -> FixtureResponse {
        let items = fullNames.compactMap(repositoryObject)
        let page = JSONObject(fields: ["total_count": items.count, "incomplete_results": false,
                                       "items": items.map(\.fields)])
        return FixtureResponse(status: 200, headers: jsonHeaders, body: page.bytes)
    }

    /// What strangers could put in a description: screen clearing, a window title, a clipboard
    /// write, 8-bit CSI, bidi overrides, NUL and line breaks, and wide text that must still line up.
    public static let hostileTexts = [
        "clears\u{1B}[2J\u{1B}[H the screen\u{1B}]0;pwned\u{07} and sets the title",
        "\u{1B}]52;c;cHduZWQ=\u{07}clipboard \u{9B}31m C1 CSI \u{202E}evil\u{202C} bidi \u{0}nul\r\nnewline",
        "全角の説明文 with emoji 👩‍👩‍👧‍👦 and e\u{301}combining 🇯🇵 flags",
    ]

    private func hostileResults() -> FixtureResponse {
        let items = Self.hostileTexts.indices.map { hostileItem(at: $0).fields }
        let page = JSONObject(fields: ["total_count": 3, "incomplete_results": false, "items": items])
        return FixtureResponse(status: 200, headers: [FixtureHeader(name: "content-type", value: "application/json")],
                               body: page.bytes)
    }

    /// The recorded item `index` under the owner `hostile`, carrying `hostileTexts[index]`; the
    /// detail screen's `GET /repos/hostile/NAME` answers with the same object.
    private func hostileItem(at index: Int) -> JSONObject {
        var item = recordedItems[index]
        let name = item["name"] as? String ?? "repo\(index)"
        item["full_name"] = "hostile/\(name)"
        item["description"] = Self.hostileTexts[index]
        item["language"] = "Py\u{1B}[5mthon"
        return item
    }

    /// The index in `hostileTexts` of a `hostile/NAME` repository, or nil.
    private func hostileIndex(forFullName fullName: String) -> Int? {
        Self.hostileTexts.indices.first {
            (hostileItem(at: $0)["full_name"] as? String)?.lowercased() == fullName
        }
    }

    /// The `retry-after` (seconds) of `trigger-unavailable`'s 503.
    public static let unavailableRetryAfter = 120

    /// How many `huge/NAME` repositories `trigger-huge-numbers` answers with.
    public static let hugeCount = 2

    private func hugeResults() -> FixtureResponse {
        let items = (0..<Self.hugeCount).map { hugeItem(at: $0).fields }
        let page = JSONObject(fields: ["total_count": Self.hugeCount, "incomplete_results": false, "items": items])
        return FixtureResponse(status: 200, headers: jsonHeaders + rateLimitHeaders, body: page.bytes)
    }

    /// The recorded item `index` under the owner `huge`, its counts at or near `Int.max` (where
    /// `magnitude * 10` and sums overflow), created in year 1 and pushed in year 9999.
    private func hugeItem(at index: Int) -> JSONObject {
        var item = recordedItems[index]
        let name = item["name"] as? String ?? "repo\(index)"
        item["full_name"] = "huge/\(name)"
        item["stargazers_count"] = Int.max - index
        item["watchers_count"] = Int.max
        item["forks_count"] = Int.max - 1
        item["open_issues_count"] = 1_844_674_407_370_955_162
        item["subscribers_count"] = Int.max
        item["size"] = Int.max
        item["created_at"] = "0001-01-01T00:00:00Z"
        item["pushed_at"] = "9999-12-31T23:59:59Z"
        return item
    }

    /// The index of a `huge/NAME` repository, or nil.
    private func hugeIndex(forFullName fullName: String) -> Int? {
        guard fullName.hasPrefix("huge/") else { return nil }
        return (0..<Self.hugeCount).first { (hugeItem(at: $0)["full_name"] as? String)?.lowercased() == fullName }
    }

    /// A 422's `message` and `errors[].message` as a hostile GitHub Enterprise could send them:
    /// screen clearing, an OSC 52 clipboard write, C1 controls, a bidi override, a forged line.
    public static let hostileErrorMessages = (
        message: "Validation\u{1B}[2J\u{1B}[H Failed\u{1B}]52;c;cHduZWQ=\u{07}",
        detail: "bad \u{9B}31mquery\u{9D}0;title\u{9C} \u{202E}desrever\u{202C}\r\nghbrowse: forged line"
    )

    private func hostileError() -> FixtureResponse {
        let body = JSONObject(fields: [
            "message": Self.hostileErrorMessages.message,
            "errors": [["resource": "Search", "field": "q", "code": "invalid",
                        "message": Self.hostileErrorMessages.detail]],
            "documentation_url": "https://docs.github.com/v3/search/",
        ])
        return FixtureResponse(status: 422, headers: jsonHeaders + rateLimitHeaders, body: body.bytes)
    }

    // MARK: Repository

    private var jsonHeaders: [FixtureHeader] {
        [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")]
    }

    /// A repository's headers: GitHub's `private, max-age=60` with the JSON and rate-limit headers.
    private var repositoryHeaders: [FixtureHeader] {
        jsonHeaders + [FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")] + rateLimitHeaders
    }

    private func repository(_ fullName: String) -> FixtureResponse {
        let lowered = fullName.lowercased()
        if lowered == "octokit-fixture-org/hello-world" { return fixture("repository-hello-world") }
        if let index = hostileIndex(forFullName: lowered) {
            return FixtureResponse(status: 200, headers: repositoryHeaders, body: hostileItem(at: index).bytes)
        }
        if let index = hugeIndex(forFullName: lowered) {
            return FixtureResponse(status: 200, headers: repositoryHeaders, body: hugeItem(at: index).bytes)
        }
        if let index = resultIndex(forFullName: lowered) {
            let body: [UInt8]
            if let cached = detailCache.withLock({ $0[index] }) {
                body = cached
            } else {
                var detail = item(at: index)
                detail["subscribers_count"] = 7
                body = detail.bytes
                detailCache.withLock { $0[index] = body }
            }
            return FixtureResponse(status: 200, headers: repositoryHeaders, body: body)
        }
        guard let object = repositoryObject(fullName) else { return fixture("error-404-not-found") }
        return FixtureResponse(status: 200, headers: repositoryHeaders, body: object.bytes)
    }

    /// The repository object the stand-in knows under `fullName` (any case), or nil.
    private func repositoryObject(_ fullName: String) -> JSONObject? {
        let lowered = fullName.lowercased()
        if lowered == "octokit-fixture-org/hello-world" { return helloWorld }
        if let index = resultIndex(forFullName: lowered) { return item(at: index) }
        let known = ReadmeFixtures.recorded.map(\.fullName) + [HostileReadme.fullName, AlertsReadme.fullName]
            + LargeReadme.repositories.map(\.fullName) + [HostileTree.fullName]
            + [MadeRepositoryContents.pathologicalRepository, MadeRepositoryContents.markdownLinksRepository]
            + [Self.conversationRepository, MadeConversation.fullName, ReleaseAssetFixtures.fullName]
            + [LargeTree.fullName, LargeTree.doubledFullName]
        guard let canonical = known.first(where: { $0.lowercased() == lowered }) else { return nil }
        return renamedHelloWorld(canonical, id: 2_000 + (known.firstIndex(of: canonical) ?? 0))
    }

    /// The recorded hello-world repository under another name.
    private func renamedHelloWorld(_ fullName: String, id: Int) -> JSONObject {
        let parts = fullName.split(separator: "/").map(String.init)
        var object = helloWorld
        var owner = object["owner"] as? [String: Any] ?? [:]
        owner["login"] = parts[0]
        owner["html_url"] = "https://github.com/\(parts[0])"
        object["owner"] = owner
        object["id"] = id
        object["name"] = parts[1]
        object["full_name"] = fullName
        object["html_url"] = "https://github.com/\(fullName)"
        object["clone_url"] = "https://github.com/\(fullName).git"
        object["description"] = "\(fullName), served by the fixture server with its README"
        return object
    }

    /// The result index of a recorded item's full name, or of a renamed one (`legit-2`).
    private func resultIndex(forFullName fullName: String) -> Int? {
        if let index = indexByFullName[fullName] { return index }
        guard let dash = fullName.lastIndex(of: "-"), let number = Int(fullName[fullName.index(after: dash)...]),
              number >= 2, let base = indexByFullName[String(fullName[..<dash])] else { return nil }
        let index = (number - 1) * recordedItems.count + base
        return index < Self.reachableResults ? index : nil
    }

    // MARK: README

    private func readme(_ fullName: String, raw: Bool) -> FixtureResponse {
        let headers = jsonHeaders + [FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")]
            + rateLimitHeaders
        for (made, markdown) in [(HostileReadme.fullName, HostileReadme.markdown), (AlertsReadme.fullName, AlertsReadme.markdown)]
            where fullName.lowercased() == made {
            let envelope = ReadmeFixtures.envelope(markdown, fullName: made, headers: headers)
            return raw ? ReadmeFixtures.raw(Array(markdown.utf8), headers: envelope.headers) : envelope
        }
        if let length = LargeReadme.length(for: fullName) {
            guard let bytes = largeReadme(length) else { return .json("{\"message\":\"no fzf README fixture\"}", status: 500) }
            let canonical = fullName.lowercased()
            if raw { return ReadmeFixtures.raw(bytes, headers: headers) }
            if let made = largeEnvelopes.withLock({ $0[length] }) { return made }
            let envelope = ReadmeFixtures.envelope(bytes: bytes, fullName: canonical, headers: headers)
            largeEnvelopes.withLock { $0[length] = envelope }
            return envelope
        }
        guard let name = ReadmeFixtures.fixtureName(for: fullName) else { return fixture("error-404-not-found") }
        do {
            return try readmes.response(fixture: name, raw: raw)
        } catch {
            return .json("{\"message\":\"readme fixture \(name): \(error)\"}", status: 500)
        }
    }

    /// `LargeReadme` of `length` bytes, made once.
    private func largeReadme(_ length: Int) -> [UInt8]? {
        if let made = largeReadmes.withLock({ $0[length] }) { return made }
        guard let made = LargeReadme.text(bytes: length, readmeFixtures: readmes.store.directory) else { return nil }
        largeReadmes.withLock { $0[length] = made }
        return made
    }

    private func fixture(_ name: String) -> FixtureResponse {
        guard let fixture = try? store.fixture(named: name) else {
            return .json("{\"message\":\"fixture \(name) is missing\"}", status: 500)
        }
        return FixtureResponse(fixture: fixture)
    }
}
