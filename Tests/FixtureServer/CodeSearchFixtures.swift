import Foundation

/// What the stand-in answers for code search, from the recordings in
/// `shared/fixtures/github-conversation`, and the files its results name:
///
/// - `GET /search/code` without `Authorization`: GitHub's 401 ("Requires authentication").
///   `q` containing `nothing-matches` finds nothing; `trigger-ratelimit` is code search's own 403
///   (`x-ratelimit-resource: code_search`); `trigger-hostile` a made page whose paths and fragments
///   carry escape sequences and whose indices are reversed, past the end and at `Int.max`;
///   `profile` the two recorded pages of `"profile = black"` (5 + 2 files, `link` by `page`);
///   anything else the 5 recorded files of `toto user:jacquev6` with their `text_matches`
///   (later pages empty).
/// - `GET /repos/O/R/contents/PATH` for a file a recorded result names: 40 lines of filler, then
///   its fragments, so that the first match is on line 41 or later (`file(fullName:path:)`).
final class CodeSearchFixtures: Sendable {
    static let textMatchRecording = "search-code-text-match-jacquev6"
    /// The lines before the fragments in a result's file.
    static let fillerLines = 40

    private let store: FixtureStore
    /// `owner/repo` (lower case) and path → the fragments the recordings show of it.
    private let fragments: [String: [String]]

    init(store: FixtureStore) {
        self.store = store
        var fragments: [String: [String]] = [:]
        for name in [Self.textMatchRecording, "search-code-profile-black-page1", "search-code-profile-black-page2"] {
            guard let fixture = try? store.fixture(named: name),
                  let object = try? JSONSerialization.jsonObject(with: Data(fixture.body)) as? [String: Any],
                  let items = object["items"] as? [[String: Any]] else { continue }
            for item in items {
                guard let path = item["path"] as? String,
                      let fullName = (item["repository"] as? [String: Any])?["full_name"] as? String else { continue }
                let texts = (item["text_matches"] as? [[String: Any]] ?? []).compactMap { $0["fragment"] as? String }
                fragments[Self.key(fullName, path)] = texts.isEmpty ? ["[tool.isort]\nprofile = \"black\""] : texts
            }
        }
        self.fragments = fragments
    }

    private static func key(_ fullName: String, _ path: String) -> String {
        fullName.lowercased() + "\u{0}" + path
    }

    /// The bytes of the file at `path` of `fullName` when a recorded result names it.
    func file(fullName: String, path: String) -> [UInt8]? {
        guard let texts = fragments[Self.key(fullName, path)] else { return nil }
        var text = "# \(path): a stand-in made of the fragments code search showed of it\n"
        for line in 2...Self.fillerLines { text += "filler line \(line)\n" }
        text += texts.joined(separator: "\n") + "\n"
        return Array(text.utf8)
    }

    /// `GET /search/code`.
    func search(_ request: ReceivedRequest) -> FixtureResponse {
        guard let authorization = request.header("authorization"), !authorization.isEmpty else {
            return .json(#"{"message":"Requires authentication","errors":[{"message":"Must be authenticated to access the code search API","resource":"Search","field":"q","code":"missing"}],"documentation_url":"https://docs.github.com/v3/search/#search-code","status":"401"}"#,
                         status: 401)
        }
        let query = request.query("q") ?? ""
        let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        let headers = Self.budgetHeaders
        if query.contains("trigger-ratelimit") {
            let reset = String(Int(Date().timeIntervalSince1970) + 42)
            return .json(#"{"message":"API rate limit exceeded for user ID 1.","documentation_url":"https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting"}"#,
                         status: 403,
                         headers: [FixtureHeader(name: "x-ratelimit-limit", value: "10"),
                                   FixtureHeader(name: "x-ratelimit-remaining", value: "0"),
                                   FixtureHeader(name: "x-ratelimit-reset", value: reset),
                                   FixtureHeader(name: "x-ratelimit-resource", value: "code_search")])
        }
        if query.contains("nothing-matches") {
            return .json(#"{"total_count":0,"incomplete_results":false,"items":[]}"#, headers: headers)
        }
        if query.contains("trigger-hostile") {
            return page == 1 ? .json(Self.hostilePage, headers: headers)
                : .json(#"{"total_count":1,"incomplete_results":false,"items":[]}"#, headers: headers)
        }
        if query.contains("profile") {
            return recorded("search-code-profile-black-page\(min(page, 2))")
                ?? .json(#"{"message":"fixture missing"}"#, status: 500)
        }
        guard page == 1 else { return .json(#"{"total_count":5,"incomplete_results":false,"items":[]}"#, headers: headers) }
        return recorded(Self.textMatchRecording) ?? .json(#"{"message":"fixture missing"}"#, status: 500)
    }

    /// Code search's budget as GitHub states it, plus `no-cache` as it sends.
    private static let budgetHeaders = [
        FixtureHeader(name: "cache-control", value: "no-cache"),
        FixtureHeader(name: "x-ratelimit-limit", value: "10"),
        FixtureHeader(name: "x-ratelimit-remaining", value: "9"),
        FixtureHeader(name: "x-ratelimit-resource", value: "code_search"),
    ]

    /// One file whose path and fragment carry escape sequences, with indices GitHub should never send.
    static let hostilePage = #"""
        {"total_count":1,"incomplete_results":false,"items":[{"name":"evil.py","path":"evil\u001b[31m/\u009b2Jpath.py",
        "url":"https://api.github.com/repositories/1/contents/evil.py?ref=0123456789abcdef0123456789abcdef01234567",
        "html_url":"https://github.com/hostile/code/blob/0123456789abcdef0123456789abcdef01234567/evil.py",
        "repository":{"full_name":"hostile/co\u001b]0;title\u0007de"},
        "text_matches":[{"fragment":"first \u001b[2Jtoto\nsecond toto line\u202e\nthird","matches":[
        {"text":"toto","indices":[11,15]},{"text":"toto","indices":[40,2]},{"text":"toto","indices":[9000,9004]},
        {"text":"toto","indices":[9223372036854775807,-9223372036854775808]},{"text":"toto","indices":[3]},
        {"text":"toto","indices":[-5,4]}]}]}]}
        """#

    private func recorded(_ name: String) -> FixtureResponse? {
        (try? store.fixture(named: name)).map(FixtureResponse.init(fixture:))
    }
}
