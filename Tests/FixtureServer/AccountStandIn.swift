import APIClient
import Foundation
import Glibc
import Synchronization
import TextCells

/// The signed-in user's endpoints, for `GitHubStandIn`, built from the recorded search items:
///
/// - `GET /user`: `monalisa` (id 1) with `x-oauth-scopes: repo, read:org`; 401 without `Authorization`.
/// - `GET /rate_limit`: the core (4,990/5,000) and search (28/30) budgets, resetting in 42 minutes and 42 s.
/// - `GET`/`PUT`/`DELETE /user/starred/OWNER/REPO`: 204 or 404, and the starred state changes
///   and reads back; 404 for a repository the stand-in does not know; a token containing
///   `read-only` is refused a `PUT`/`DELETE` with GitHub's 403
///   ("Resource not accessible by personal access token").
/// - `GET /user/starred`: the stars, newest first (the first `initialStarCount` recorded items
///   at the start, starred a day apart from `firstStarredAt` backwards); with
///   `Accept: application/vnd.github.star+json` objects `{starred_at, repo}`, else repositories.
/// - `GET /user/repos`: the 60 recorded items, most recently pushed first, every fifth private.
///
/// The lists are paged (`per_page`, default 30, at most 100; `page`) with a `link` header.
/// Everything but `/rate_limit` needs an `Authorization` header (401 "Requires authentication").
final class AccountStandIn: Sendable {
    static let login = "monalisa"
    static let scopes = "repo, read:org"
    static let initialStarCount = 45
    /// 2024-01-01T00:00:00Z.
    static let firstStarredAt = 1_704_067_200

    private let items: [JSONObject]
    private let lookup: @Sendable (String) -> JSONObject?
    /// Starred repositories by lower-cased full name: (canonical full name, Unix time starred).
    private let stars: Mutex<[String: (fullName: String, at: Int)]>
    private let ownRepositories: [JSONObject]

    /// - Parameters:
    ///   - items: the recorded search items, in order.
    ///   - lookup: the repository object the stand-in knows under a full name, or nil.
    init(items: [JSONObject], lookup: @escaping @Sendable (String) -> JSONObject?) {
        self.items = items
        self.lookup = lookup
        var initial: [String: (fullName: String, at: Int)] = [:]
        for (index, item) in items.prefix(Self.initialStarCount).enumerated() {
            guard let fullName = item.string("full_name") else { continue }
            initial[fullName.lowercased()] = (fullName, Self.firstStarredAt - index * 86_400)
        }
        stars = Mutex(initial)
        ownRepositories = items.enumerated().map { index, item in
            var own = item
            own["private"] = index % 5 == 4
            own["visibility"] = index % 5 == 4 ? "private" : "public"
            return own
        }.sorted { ($0.string("pushed_at") ?? "") > ($1.string("pushed_at") ?? "") }
    }

    /// The answer when `path` is one of these endpoints, else nil.
    func respond(to request: ReceivedRequest, path: String) -> FixtureResponse? {
        if path == "/rate_limit", request.method == "GET" { return rateLimit() }
        guard path == "/user" || path.hasPrefix("/user/") else { return nil }
        guard let authorization = request.header("authorization"), !authorization.isEmpty else {
            return .json("{\"message\":\"Requires authentication\",\"documentation_url\":\"https://docs.github.com/rest\"}",
                         status: 401)
        }
        let segments = path.split(separator: "/").map { PercentEncoding.decode($0, plusIsSpace: false) }
        switch (request.method, segments.count) {
        case ("GET", 1):
            let user = JSONObject(fields: ["login": Self.login, "id": 1, "type": "User",
                                           "html_url": "https://github.com/\(Self.login)"])
            return FixtureResponse(status: 200, headers: jsonHeaders + [FixtureHeader(name: "x-oauth-scopes",
                                                                                    value: Self.scopes)],
                                   body: user.bytes)
        case ("GET", 2) where segments[1] == "starred":
            return starredList(request)
        case ("GET", 2) where segments[1] == "repos":
            return page(ownRepositories.map(\.fields), request: request, path: "/user/repos")
        case (_, 4) where segments[1] == "starred":
            return starState(request, fullName: segments[2] + "/" + segments[3], readOnly: authorization.contains("read-only"))
        default:
            return nil
        }
    }

    /// The full names starred now, newest first.
    var starredFullNames: [String] {
        stars.withLock { $0.values.sorted { $0.at > $1.at }.map(\.fullName) }
    }

    private func starState(_ request: ReceivedRequest, fullName: String, readOnly: Bool) -> FixtureResponse {
        guard let repository = lookup(fullName), let canonical = repository.string("full_name") else {
            return .json("{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest\"}", status: 404)
        }
        let key = canonical.lowercased()
        switch request.method {
        case "GET":
            return stars.withLock { $0[key] } == nil ? notFound : FixtureResponse(status: 204)
        case "PUT", "DELETE":
            if readOnly {
                return .json("{\"message\":\"Resource not accessible by personal access token\","
                             + "\"documentation_url\":\"https://docs.github.com/rest/activity/starring\"}", status: 403)
            }
            stars.withLock { stars in
                if request.method == "PUT" {
                    let newest = max(stars.values.map(\.at).max() ?? Self.firstStarredAt, Int(time(nil)))
                    if stars[key] == nil { stars[key] = (canonical, newest + 1) }
                } else {
                    stars[key] = nil
                }
            }
            return FixtureResponse(status: 204)
        default:
            return notFound
        }
    }

    private func starredList(_ request: ReceivedRequest) -> FixtureResponse {
        let withDates = (request.header("accept") ?? "").contains("star+json")
        let starred = stars.withLock { $0.values.sorted { $0.at > $1.at } }
        let objects: [[String: Any]] = starred.compactMap { star in
            guard let repository = lookup(star.fullName) else { return nil }
            guard withDates else { return repository.fields }
            return ["starred_at": Self.iso8601(star.at), "repo": repository.fields]
        }
        return page(objects, request: request, path: "/user/starred")
    }

    private func page(_ objects: [[String: Any]], request: ReceivedRequest, path: String) -> FixtureResponse {
        let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 30))
        let pageNumber = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        let start = min((pageNumber - 1) * perPage, objects.count)
        let end = min(start + perPage, objects.count)
        let lastPage = max(1, (objects.count + perPage - 1) / perPage)
        let host = request.header("host") ?? "127.0.0.1"
        var common = request.queryItems.filter { $0.name != "page" }
            .map { PercentEncoding.encodeQueryValue($0.name) + "=" + PercentEncoding.encodeQueryValue($0.value) }
        if request.query("per_page") == nil { common.append("per_page=\(perPage)") }
        func link(_ target: Int, _ relation: String) -> String {
            "<http://\(host)\(path)?\((common + ["page=\(target)"]).joined(separator: "&"))>; rel=\"\(relation)\""
        }
        var links: [String] = []
        if pageNumber < lastPage { links += [link(pageNumber + 1, "next"), link(lastPage, "last")] }
        if pageNumber > 1 { links += [link(1, "first"), link(min(pageNumber - 1, lastPage), "prev")] }
        var headers = jsonHeaders
        if !links.isEmpty { headers.append(FixtureHeader(name: "link", value: links.joined(separator: ", "))) }
        return FixtureResponse(status: 200, headers: headers, body: JSONObject.serialize(Array(objects[start..<end])))
    }

    private func rateLimit() -> FixtureResponse {
        let reset = Int(time(nil)) + 42 * 60 + 42
        func resource(_ limit: Int, _ remaining: Int) -> [String: Any] {
            ["limit": limit, "remaining": remaining, "reset": reset, "used": limit - remaining]
        }
        let body = JSONObject(fields: ["resources": ["core": resource(5000, 4990), "search": resource(30, 28),
                                                     "graphql": resource(5000, 5000)],
                                       "rate": resource(5000, 4990)])
        return FixtureResponse(status: 200, headers: jsonHeaders, body: body.bytes)
    }

    private var notFound: FixtureResponse {
        .json("{\"message\":\"Not Found\",\"documentation_url\":\"https://docs.github.com/rest\"}", status: 404)
    }

    private var jsonHeaders: [FixtureHeader] {
        [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8")]
    }

    private static func iso8601(_ seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
                      Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }
}
