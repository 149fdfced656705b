import Glibc
import Synchronization

/// A stand-in for `api.github.com` built from the recorded fixtures, for end-to-end tests,
/// benchmarks and demos (`fixture-server`).
///
/// - `GET /search/repositories`: a `q` containing `nothing-matches` → no results;
///   `trigger-ratelimit` → 403 rate limit (resets in 42 s, resource `search`);
///   `trigger-secondary` → 403 secondary limit; `trigger-invalid` → 422; `trigger-badcreds` → 401;
///   `trigger-servererror` → 500; `trigger-slow` → the results after 2 s; `trigger-hostile` →
///   three recorded items carrying escape sequences, controls, bidi overrides and wide text
///   (`hostileTexts`) in their descriptions and languages. Otherwise results:
///   with the default 30 a page, pages 1 and 2 are the recordings byte for byte; any other page is
///   made from the 60 recorded items taken in turn (a suffix like `legit-2` keeps them unique),
///   1,000 results at most of `total_count` 2723, with a `link` header to this server.
/// - `GET /repos/OWNER/REPO`: `octokit-fixture-org/hello-world`, or any search item (with
///   `"subscribers_count": 7`); else 404.
/// - A leading `/api/v3` (GitHub Enterprise's prefix) is ignored; anything else is 404.
public final class GitHubStandIn: Sendable {
    public static let totalCount = 2723
    public static let reachableResults = 1000
    public static let slowDelay: Duration = .seconds(2)

    private let store: FixtureStore
    private let recordedItems: [JSONValue]
    private let indexByFullName: [String: Int]
    private let rateLimitHeaders: [FixtureHeader]
    private let itemCache = Mutex<[Int: [UInt8]]>([:])
    private let detailCache = Mutex<[Int: [UInt8]]>([:])

    public init(store: FixtureStore) throws {
        self.store = store
        var items: [JSONValue] = []
        for name in ["search-repositories-page1", "search-repositories-page2"] {
            let page = try JSONValue.parse(try store.fixture(named: name).body)
            guard case .array(let pageItems)? = page["items"] else {
                throw FixtureError(description: "\(name) has no items")
            }
            items += pageItems
        }
        recordedItems = items
        var index: [String: Int] = [:]
        for (position, item) in items.enumerated() {
            if let fullName = item["full_name"]?.stringValue, index[fullName.lowercased()] == nil {
                index[fullName.lowercased()] = position
            }
        }
        indexByFullName = index
        rateLimitHeaders = try store.fixture(named: "search-repositories-page1").headers
            .filter { $0.name.lowercased().hasPrefix("x-ratelimit-") }
        // Everything the router serves is read now, so a missing file fails here and not mid-test.
        for name in ["search-repositories-empty", "error-403-rate-limit", "error-403-secondary-rate-limit",
                     "error-422-validation-failed", "error-401-bad-credentials", "error-404-not-found",
                     "repository-hello-world"] {
            _ = try store.fixture(named: name)
        }
    }

    /// The full names (`owner/repo`) of the 60 recorded search items, in order.
    public var recordedFullNames: [String] {
        recordedItems.compactMap { $0["full_name"]?.stringValue }
    }

    /// The stand-in as a `FixtureServer` handler.
    public var handler: FixtureServer.Handler {
        { [self] request in respond(to: request) }
    }

    public func respond(to request: ReceivedRequest) -> FixtureResponse {
        var path = request.path
        if path.hasPrefix("/api/v3/") { path.removeFirst("/api/v3".count) }
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        guard request.method == "GET" || request.method == "HEAD" else { return fixture("error-404-not-found") }
        if path == "/search/repositories" { return searchRepositories(request) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count == 4, segments[0].isEmpty, segments[1] == "repos" {
            let owner = PercentCoding.decode(segments[2], plusIsSpace: false)
            let name = PercentCoding.decode(segments[3], plusIsSpace: false)
            return repository(owner: owner, name: name)
        }
        return fixture("error-404-not-found")
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
        if query.contains("trigger-secondary") { return fixture("error-403-secondary-rate-limit") }
        if query.contains("trigger-invalid") { return fixture("error-422-validation-failed") }
        if query.contains("trigger-badcreds") { return fixture("error-401-bad-credentials") }
        if query.contains("trigger-servererror") { return .json("{\"message\":\"Server Error\"}", status: 500) }
        if query.contains("trigger-hostile") { return hostileResults() }
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
        var common = "q=" + PercentCoding.encode(query)
        for name in ["sort", "order"] {
            if let value = request.query(name) { common += "&\(name)=" + PercentCoding.encode(value) }
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

    /// Result number `index` (0-based): recorded item `index % 60`, renamed after the first round.
    private func searchItem(at index: Int) -> [UInt8] {
        if let cached = itemCache.withLock({ $0[index] }) { return cached }
        let bytes = item(at: index).serialized()
        itemCache.withLock { $0[index] = bytes }
        return bytes
    }

    private func item(at index: Int) -> JSONValue {
        let round = index / recordedItems.count
        var item = recordedItems[index % recordedItems.count]
        guard round > 0 else { return item }
        let suffix = "-\(round + 1)"
        for key in ["name", "full_name"] {
            if let text = item[key]?.stringValue { item.set(key, .string(text + suffix)) }
        }
        if case .number(let text)? = item["id"], let id = Int(text) {
            item.set("id", .number(String(id + round * 1_000_000_000)))
        }
        return item
    }

    /// What strangers could put in a description: screen clearing, a window title, a clipboard
    /// write, 8-bit CSI, bidi overrides, NUL and line breaks, and wide text that must still line up.
    public static let hostileTexts = [
        "clears\u{1B}[2J\u{1B}[H the screen\u{1B}]0;pwned\u{07} and sets the title",
        "\u{1B}]52;c;cHduZWQ=\u{07}clipboard \u{9B}31m C1 CSI \u{202E}evil\u{202C} bidi \u{0}nul\r\nnewline",
        "全角の説明文 with emoji 👩‍👩‍👧‍👦 and e\u{301}combining 🇯🇵 flags",
    ]

    private func hostileResults() -> FixtureResponse {
        let items = Self.hostileTexts.enumerated().map { index, text -> JSONValue in
            var item = recordedItems[index]
            item.set("description", .string(text))
            item.set("language", .string("Py\u{1B}[5mthon"))
            return item
        }
        var body = Array("{\"total_count\":3,\"incomplete_results\":false,\"items\":[".utf8)
        for (index, item) in items.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            body.append(contentsOf: item.serialized())
        }
        body.append(contentsOf: "]}".utf8)
        return FixtureResponse(status: 200, headers: [FixtureHeader(name: "content-type", value: "application/json")],
                               body: body)
    }

    // MARK: Repository

    private func repository(owner: String, name: String) -> FixtureResponse {
        let fullName = "\(owner)/\(name)".lowercased()
        if fullName == "octokit-fixture-org/hello-world" { return fixture("repository-hello-world") }
        guard let index = resultIndex(forFullName: fullName) else { return fixture("error-404-not-found") }
        let body: [UInt8]
        if let cached = detailCache.withLock({ $0[index] }) {
            body = cached
        } else {
            var detail = item(at: index)
            detail.set("subscribers_count", .number("7"))
            body = detail.serialized()
            detailCache.withLock { $0[index] = body }
        }
        let headers = [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")]
            + rateLimitHeaders
        return FixtureResponse(status: 200, headers: headers, body: body)
    }

    /// The result index of a recorded item's full name, or of a renamed one (`legit-2`).
    private func resultIndex(forFullName fullName: String) -> Int? {
        if let index = indexByFullName[fullName] { return index }
        guard let dash = fullName.lastIndex(of: "-"), let number = Int(fullName[fullName.index(after: dash)...]),
              number >= 2, let base = indexByFullName[String(fullName[..<dash])] else { return nil }
        let index = (number - 1) * recordedItems.count + base
        return index < Self.reachableResults ? index : nil
    }

    private func fixture(_ name: String) -> FixtureResponse {
        guard let fixture = try? store.fixture(named: name) else {
            return .json("{\"message\":\"fixture \(name) is missing\"}", status: 500)
        }
        return FixtureResponse(fixture: fixture)
    }
}
