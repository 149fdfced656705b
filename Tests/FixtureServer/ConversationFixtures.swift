import APIClient
import Foundation
import TextCells

/// What the stand-in answers about a repository's conversation, from the recordings in
/// `shared/fixtures/github-conversation` (beside the GitHub fixtures), at their real API paths
/// and with their recorded headers (`link` included). A recording is found by its name: the
/// repository as `owner-repo` in lower case, then the number (`issue-pygithub-pygithub-28`).
///
/// - `GET /repos/O/R/issues[?state=&page=]`: `issues-o-r` (PyGithub's 30 open items after its
///   recorded open issues #1136 and #3372; with
///   `state=closed` its 5 closed ones; betamaxpy/betamax's two pages by `page`); a page past the
///   recorded ones, or a repository without a recording, is `[]`, as GitHub answers past the last page.
/// - `GET …/issues/N`, `…/issues/N/comments[?page=]` (`issue-comments-pageP-o-r-N`, else
///   `issue-comments-o-r-N`), `…/issues/N/timeline`, `…/issues/N/events`; 404 for an issue without
///   a recording, `[]` for the lists of one that has none.
/// - `GET …/pulls`, `…/pulls/N` (with `Accept: application/vnd.github.diff` a unified diff made
///   from the recorded files' patches), `…/pulls/N/files`, `…/commits`, `…/reviews`, `…/comments`.
/// - `GET …/commits/REF/check-runs`: `check-runs-o-r` (PyGithub's 3 successes and 1 failure), for
///   any REF; a REF starting with `pending` gets one run in progress and one success; no
///   recording, none. `GET …/commits/REF/status`: `status-combined-o-r`, else GitHub's answer
///   for a commit without statuses (`pending`, none).
/// - `GET /search/issues`: `q` containing `nothing-matches` finds nothing, `compile` the C++
///   search (page 1 of 34), anything else the 57 items of `github3 label:Bug`; later pages are empty.
/// - `GET …/actions/…`: workflow runs, jobs and their logs: see `ActionsFixtures`.
/// - `ghbrowse-fixtures/conversation`: answers made in the recordings' shape (every state mark,
///   an issue of 500 comments, a pull request of 3,000 files): see `MadeConversation`.
final class ConversationFixtures: Sendable {
    let store: FixtureStore
    private let made: MadeConversation
    /// Workflow runs, jobs and logs (see `ActionsFixtures`).
    let actions: ActionsFixtures

    /// The `github-conversation` folder beside the GitHub fixtures' folder.
    init(besideGitHubFixtures github: FixtureStore) {
        store = FixtureStore(directory: Self.directory(besideGitHubFixtures: github))
        made = MadeConversation(store: store)
        actions = ActionsFixtures(store: store)
    }

    /// The `github-conversation` folder's path beside the GitHub fixtures' folder.
    static func directory(besideGitHubFixtures github: FixtureStore) -> String {
        var directory = github.directory
        while directory.count > 1 && directory.hasSuffix("/") { directory.removeLast() }
        let parent = directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? "."
        return parent + "/github-conversation"
    }

    /// The answer for `segments` (what follows `/repos/OWNER/REPO/`, still percent-encoded), or
    /// nil when it is not a route of this kind.
    func respond(to request: ReceivedRequest, fullName: String, segments: [Substring]) -> FixtureResponse? {
        let parts = segments.map { PercentEncoding.decode($0, plusIsSpace: false) }
        let slug = fullName.lowercased().replacingOccurrences(of: "/", with: "-")
        let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        if fullName.lowercased() == MadeConversation.fullName {
            return made.respond(to: request, parts: parts, page: page)
        }
        if let answer = actions.respond(to: request, slug: slug, parts: parts, page: page) { return answer }
        switch (parts.first, parts.count) {
        case ("issues", 1):
            return issues(slug: slug, request: request, page: page)
        case ("issues", 2):
            guard let number = Int(parts[1]) else { return nil }
            return recorded("issue-\(slug)-\(number)") ?? Self.notFound
        case ("issues", 3):
            guard let number = Int(parts[1]) else { return nil }
            let known = exists("issue-\(slug)-\(number)") || exists("pull-\(slug)-\(number)")
            switch parts[2] {
            case "comments":
                return recorded("issue-comments-page\(page)-\(slug)-\(number)")
                    ?? (page == 1 ? recorded("issue-comments-\(slug)-\(number)") : nil)
                    ?? (known || exists("issue-comments-page1-\(slug)-\(number)") ? Self.emptyList : Self.notFound)
            case "timeline", "events":
                let kind = parts[2] == "timeline" ? "issue-timeline" : "issue-events"
                return (page == 1 ? recorded("\(kind)-\(slug)-\(number)") : nil)
                    ?? (known || exists("\(kind)-\(slug)-\(number)") ? Self.emptyList : Self.notFound)
            default:
                return nil
            }
        case ("pulls", 1):
            return (page == 1 ? recorded("pulls-\(slug)") : nil) ?? Self.emptyList
        case ("pulls", 2):
            guard let number = Int(parts[1]) else { return nil }
            if request.header("accept")?.lowercased().contains("application/vnd.github.diff") ?? false {
                return diff(slug: slug, number: number)
            }
            return recorded("pull-\(slug)-\(number)") ?? Self.notFound
        case ("pulls", 3):
            guard let number = Int(parts[1]), ["files", "commits", "reviews", "comments"].contains(parts[2]) else {
                return nil
            }
            return (page == 1 ? recorded("pull-\(parts[2])-\(slug)-\(number)") : nil) ?? Self.emptyList
        case ("commits", 3) where parts[2] == "check-runs":
            return checkRuns(slug: slug, ref: parts[1], page: page)
        case ("commits", 3) where parts[2] == "status":
            return recorded("status-combined-\(slug)")
                ?? .json(#"{"state":"pending","statuses":[],"sha":"\#(parts[1])","total_count":0}"#,
                         headers: Self.cacheHeaders)
        default:
            return nil
        }
    }

    /// `GET /search/issues`.
    func searchIssues(_ request: ReceivedRequest) -> FixtureResponse {
        let query = request.query("q") ?? ""
        let page = max(1, request.query("page").flatMap { Int($0) } ?? 1)
        if query.contains("nothing-matches") || page > 1 {
            return .json(#"{"total_count":0,"incomplete_results":false,"items":[]}"#, headers: Self.cacheHeaders)
        }
        return fixture(query.contains("compile") ? "search-issues-compile-cpp-page1" : "search-issues-github3-label-bug")
    }

    // MARK: Routes

    private func issues(slug: String, request: ReceivedRequest, page: Int) -> FixtureResponse {
        if slug == "betamaxpy-betamax" {
            return recorded("issues-state-all-page\(page)-betamaxpy-betamax") ?? Self.emptyList
        }
        guard page == 1 else { return Self.emptyList }
        if request.query("state") == "closed", let closed = recorded("issues-closed-type-\(slug)") { return closed }
        guard let list = recorded("issues-\(slug)") ?? recorded("issues-label-\(slug)") else { return Self.emptyList }
        return withRecordedIssuesFirst(list, slug: slug)
    }

    /// The list with the open issues recorded one by one (PyGithub's #1136 with its comments over
    /// three pages, #3372) put first, so a screen can go from the list to a whole conversation.
    private func withRecordedIssuesFirst(_ list: FixtureResponse, slug: String) -> FixtureResponse {
        let singles = [1136, 3372].compactMap { number in
            recorded("issue-\(slug)-\(number)").flatMap { try? JSONSerialization.jsonObject(with: Data($0.body)) }
        }
        guard !singles.isEmpty, let items = try? JSONSerialization.jsonObject(with: Data(list.body)) as? [Any] else {
            return list
        }
        return FixtureResponse(status: list.status, headers: list.headers, body: JSONObject.serialize(singles + items))
    }

    private func checkRuns(slug: String, ref: String, page: Int) -> FixtureResponse {
        guard page == 1, let recorded = recorded("check-runs-pygithub-pygithub") else {
            return .json(#"{"total_count":0,"check_runs":[]}"#, headers: Self.cacheHeaders)
        }
        if ref.hasPrefix("pending") {
            // The recorded runs' shape, two of them: one still running, one passed.
            guard var object = try? JSONSerialization.jsonObject(with: Data(recorded.body)) as? [String: Any],
                  let runs = object["check_runs"] as? [[String: Any]], runs.count >= 2 else { return recorded }
            var running = runs[0]
            running["status"] = "in_progress"
            running["conclusion"] = NSNull()
            running["completed_at"] = NSNull()
            object["check_runs"] = [running, runs[1]]
            object["total_count"] = 2
            return FixtureResponse(status: 200, headers: recorded.headers, body: JSONObject.serialize(object))
        }
        return slug == "pygithub-pygithub" ? recorded : .json(#"{"total_count":0,"check_runs":[]}"#, headers: Self.cacheHeaders)
    }

    /// The pull request's unified diff as `git diff` writes it, made from its recorded files'
    /// patches (GitHub's diff has `index` lines too, which `git apply` does not need).
    private func diff(slug: String, number: Int) -> FixtureResponse {
        guard let files = recorded("pull-files-\(slug)-\(number)"),
              let list = try? JSONSerialization.jsonObject(with: Data(files.body)) as? [[String: Any]] else {
            return Self.notFound
        }
        var text = ""
        for file in list {
            guard let name = file["filename"] as? String else { continue }
            let status = file["status"] as? String ?? "modified"
            text += "diff --git a/\(name) b/\(name)\n"
            switch status {
            case "added": text += "new file mode 100644\n--- /dev/null\n+++ b/\(name)\n"
            case "removed": text += "deleted file mode 100644\n--- a/\(name)\n+++ /dev/null\n"
            default: text += "--- a/\(name)\n+++ b/\(name)\n"
            }
            if let patch = file["patch"] as? String { text += patch + (patch.hasSuffix("\n") ? "" : "\n") }
        }
        return FixtureResponse(status: 200, headers: [
            FixtureHeader(name: "content-type", value: "application/vnd.github.diff; charset=utf-8"),
        ] + Self.cacheHeaders, body: Array(text.utf8))
    }

    // MARK: Recordings

    private static let cacheHeaders = [FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")]

    /// GitHub's answer past a list's last page.
    private static let emptyList = FixtureResponse.json("[]", headers: cacheHeaders)

    /// GitHub's 404 body.
    static let notFound = FixtureResponse.json(
        #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#, status: 404)

    private func exists(_ name: String) -> Bool {
        (try? store.fixture(named: name)) != nil
    }

    /// A recorded exchange, or nil when there is none of that name.
    private func recorded(_ name: String) -> FixtureResponse? {
        (try? store.fixture(named: name)).map(FixtureResponse.init(fixture:))
    }

    private func fixture(_ name: String) -> FixtureResponse {
        recorded(name) ?? .json("{\"message\":\"fixture \(name) is missing\"}", status: 500)
    }
}
