import Foundation
import Synchronization

/// Conversation answers made in the recordings' shape for the cases no recording has, all in the
/// repository `ghbrowse-fixtures/conversation`:
///
/// - `GET …/issues`: six items, one per state mark: open, closed as completed, closed as not
///   planned, a draft pull request, a merged one, a closed one (recorded items with those fields
///   set); then #500 and #7, so that a screen can open either from the list.
/// - `GET …/issues/500`: an open issue with 500 comments; `…/issues/500/comments?per_page=&page=`
///   pages them (100 a page at most: five pages), with `link` headers to this server, each a
///   recorded comment of PyGithub#1136 with its own id and a numbered body; its timeline is empty.
/// - `GET …/issues/7`: the same issue (PyGithub#1136's body) with no comments and an empty
///   timeline: what the 500-comment issue is measured against (Benchmarks/conversation-e2e.sh).
/// - `GET …/pulls/3000`: an open pull request of 3,000 changed files; `…/pulls/3000/files?per_page=&page=`
///   pages them (30 pages of 100), the recorded files of github3.py#286 renamed `dirD/fileN.py`;
///   with `Accept: application/vnd.github.diff` a diff of those 3,000 files, a small hunk each
///   (24,000 lines: the size `pr-diff`'s benchmark reads). `…/pulls` lists it and `…/issues/3000`
///   answers it as an issue item; its commits are PyGithub#3370's, its reviews PyGithub#538's, its
///   review comments PyGithub#31's, and any ref's check runs PyGithub's (one of them a failure).
/// - `GET …/issues/1`: the open issue of the list, with one comment (`…/issues/1/comments`, a
///   recorded comment of PyGithub#3372) whose text names a commit by its full and its short SHA
///   (`linkedCommitSHA`), a cross-repository issue and an account; its timeline is empty.
final class MadeConversation: Sendable {
    static let fullName = "ghbrowse-fixtures/conversation"
    static let manyCommentsIssue = 500
    static let commentCount = 500
    /// The 500-comment issue's twin without comments.
    static let noCommentsIssue = 7
    static let manyFilesPull = 3000
    static let fileCount = 3000
    /// The commit the comment of issue 1 names (a commit the stand-in answers for any repository).
    static let linkedCommitSHA = "b6db3e643d2bd16deee12590d1312a3addcd2d75"

    private let store: FixtureStore
    private let made = Mutex<[String: [UInt8]]>([:])

    init(store: FixtureStore) {
        self.store = store
    }

    /// The answer for `parts` (decoded path segments after `/repos/OWNER/REPO/`), or nil.
    func respond(to request: ReceivedRequest, parts: [String], page: Int) -> FixtureResponse? {
        let perPage = min(100, max(1, request.query("per_page").flatMap { Int($0) } ?? 30))
        let base = "http://\(request.header("host") ?? "127.0.0.1")/repos/\(Self.fullName)"
        switch parts {
        case ["issues"]:
            return page == 1 ? json(key: "issues") { stateMarks() + [manyCommentsIssue(), noCommentsIssue()] }
                : json(key: "empty") { [] as [Any] }
        case ["issues", "1"]:
            return json(key: "issue-1") { issueNamingACommit() }
        case ["issues", "1", "comments"]:
            return json(key: "comments-1") { [commentNamingACommit()] }
        case ["issues", "1", "timeline"]:
            return json(key: "empty") { [] as [Any] }
        case ["issues", String(Self.manyCommentsIssue)]:
            return json(key: "issue") { manyCommentsIssue() }
        case ["issues", String(Self.noCommentsIssue)]:
            return json(key: "issue-7") { noCommentsIssue() }
        case ["issues", String(Self.manyCommentsIssue), "timeline"], ["issues", String(Self.noCommentsIssue), "timeline"],
             ["issues", String(Self.noCommentsIssue), "comments"]:
            return json(key: "empty") { [] as [Any] }
        case ["issues", String(Self.manyCommentsIssue), "comments"]:
            return paged(total: Self.commentCount, perPage: perPage, page: page, path: "\(base)/issues/\(Self.manyCommentsIssue)/comments",
                         key: "comments") { range in comments(range) }
        case ["pulls", String(Self.manyFilesPull)]:
            if request.header("accept")?.lowercased().contains("application/vnd.github.diff") ?? false {
                return FixtureResponse(status: 200, headers: [
                    FixtureHeader(name: "content-type", value: "application/vnd.github.diff; charset=utf-8"),
                    Self.cacheControl,
                ], body: bytes(key: "diff") { diff() })
            }
            return json(key: "pull") { manyFilesPull() }
        case ["pulls"]:
            return page == 1 ? json(key: "pulls") { [manyFilesPull()] } : json(key: "empty") { [] as [Any] }
        case ["issues", String(Self.manyFilesPull)]:
            return json(key: "pull as issue") { manyFilesPullAsIssue() }
        case ["issues", String(Self.manyFilesPull), "comments"], ["issues", String(Self.manyFilesPull), "timeline"]:
            return json(key: "empty") { [] as [Any] }
        case ["pulls", String(Self.manyFilesPull), "commits"]:
            return page == 1 ? json(key: "commits") { recordedList("pull-commits-pygithub-pygithub-3370") }
                : json(key: "empty") { [] as [Any] }
        case ["pulls", String(Self.manyFilesPull), "reviews"]:
            return page == 1 ? json(key: "reviews") { recordedList("pull-reviews-pygithub-pygithub-538") }
                : json(key: "empty") { [] as [Any] }
        case ["pulls", String(Self.manyFilesPull), "comments"]:
            return page == 1 ? json(key: "review comments") { recordedList("pull-comments-pygithub-pygithub-31") }
                : json(key: "empty") { [] as [Any] }
        case let path where path.count == 3 && path[0] == "commits" && path[2] == "check-runs":
            return page == 1 ? json(key: "check-runs") { recordedObject("check-runs-pygithub-pygithub") }
                : json(key: "no check-runs") { ["total_count": 0, "check_runs": [] as [Any]] }
        case let path where path.count == 3 && path[0] == "commits" && path[2] == "status":
            return json(key: "status") { ["state": "pending", "statuses": [] as [Any], "sha": path[1], "total_count": 0] }
        case ["pulls", String(Self.manyFilesPull), "files"]:
            return paged(total: Self.fileCount, perPage: perPage, page: page, path: "\(base)/pulls/\(Self.manyFilesPull)/files",
                         key: "files") { range in files(range) }
        default:
            return nil
        }
    }

    // MARK: Made objects

    private func recordedObject(_ name: String) -> [String: Any] {
        guard let fixture = try? store.fixture(named: name),
              let object = try? JSONSerialization.jsonObject(with: Data(fixture.body)) as? [String: Any] else { return [:] }
        return object
    }

    private func recordedList(_ name: String) -> [[String: Any]] {
        guard let fixture = try? store.fixture(named: name),
              let list = try? JSONSerialization.jsonObject(with: Data(fixture.body)) as? [[String: Any]] else { return [] }
        return list
    }

    private func stateMarks() -> [[String: Any]] {
        let recorded = recordedList("issues-pygithub-pygithub")
        guard let plain = recorded.first(where: { $0["pull_request"] == nil }),
              let pull = recorded.first(where: { $0["pull_request"] != nil }) else { return [] }
        func item(_ from: [String: Any], number: Int, title: String, state: String, reason: Any = NSNull(),
                  draft: Bool? = nil, mergedAt: Any = NSNull()) -> [String: Any] {
            var item = from
            item["number"] = number
            item["title"] = title
            item["state"] = state
            item["state_reason"] = reason
            if let draft {
                item["draft"] = draft
                var marker = item["pull_request"] as? [String: Any] ?? [:]
                marker["merged_at"] = mergedAt
                item["pull_request"] = marker
            }
            return item
        }
        return [
            item(plain, number: 1, title: "An open issue", state: "open"),
            item(plain, number: 2, title: "A completed issue", state: "closed", reason: "completed"),
            item(plain, number: 3, title: "An issue not planned", state: "closed", reason: "not_planned"),
            item(pull, number: 4, title: "A draft pull request", state: "open", draft: true),
            item(pull, number: 5, title: "A merged pull request", state: "closed", draft: false, mergedAt: "2024-09-01T10:00:00Z"),
            item(pull, number: 6, title: "A closed pull request", state: "closed", draft: false),
        ]
    }

    private func manyCommentsIssue() -> [String: Any] {
        var issue = recordedObject("issue-pygithub-pygithub-1136")
        issue["number"] = Self.manyCommentsIssue
        issue["title"] = "An issue with \(Self.commentCount) comments"
        issue["comments"] = Self.commentCount
        return issue
    }

    private func noCommentsIssue() -> [String: Any] {
        var issue = recordedObject("issue-pygithub-pygithub-1136")
        issue["number"] = Self.noCommentsIssue
        issue["title"] = "An issue with no comments"
        issue["comments"] = 0
        return issue
    }

    private func issueNamingACommit() -> [String: Any] {
        var issue = recordedObject("issue-pygithub-pygithub-3372")
        issue["number"] = 1
        issue["title"] = "An open issue"
        issue["state"] = "open"
        issue["state_reason"] = NSNull()
        issue["comments"] = 1
        return issue
    }

    private func commentNamingACommit() -> [String: Any] {
        var comment = recordedList("issue-comments-pygithub-pygithub-3372").first ?? [:]
        comment["body"] = "Fixed in \(Self.linkedCommitSHA.prefix(7)) (the whole: \(Self.linkedCommitSHA)), "
            + "as PyGithub/PyGithub#3377 says; thanks @EnricoMi. Not a commit: `1a2b3c4`, #fff, 1234567."
        return comment
    }

    private func comments(_ range: Range<Int>) -> [[String: Any]] {
        let recorded = (1...3).flatMap { recordedList("issue-comments-page\($0)-pygithub-pygithub-1136") }
        guard !recorded.isEmpty else { return [] }
        return range.map { index in
            var comment = recorded[index % recorded.count]
            comment["id"] = 9_000_000 + index
            comment["body"] = "Comment \(index + 1) of \(Self.commentCount).\n\n" + (comment["body"] as? String ?? "")
            return comment
        }
    }

    private func manyFilesPull() -> [String: Any] {
        var pull = recordedObject("pull-sigmavirus24-github3.py-286")
        pull["number"] = Self.manyFilesPull
        pull["title"] = "A pull request of \(Self.fileCount) files"
        pull["state"] = "open"
        pull["merged"] = false
        pull["merged_at"] = NSNull()
        pull["changed_files"] = Self.fileCount
        return pull
    }

    /// The 3,000-file pull request as `GET …/issues/3000` answers it: a recorded pull request's
    /// issue item, renumbered.
    private func manyFilesPullAsIssue() -> [String: Any] {
        guard var item = recordedList("issues-pygithub-pygithub").first(where: { $0["pull_request"] != nil }) else {
            return [:]
        }
        item["number"] = Self.manyFilesPull
        item["title"] = "A pull request of \(Self.fileCount) files"
        item["state"] = "open"
        item["state_reason"] = NSNull()
        item["comments"] = 0
        return item
    }

    private func files(_ range: Range<Int>) -> [[String: Any]] {
        let recorded = recordedList("pull-files-sigmavirus24-github3.py-286")
        guard !recorded.isEmpty else { return [] }
        return range.map { index in
            var file = recorded[index % recorded.count]
            file["filename"] = "dir\(index / 100)/file\(index).py"
            return file
        }
    }

    /// The diff of the 3,000 files, each a small hunk of its own (24,000 lines in all, what the
    /// `pr-diff` benchmark reads), in `git diff`'s shape.
    private func diff() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.fileCount * 200)
        for index in 0..<Self.fileCount {
            let name = "dir\(index / 100)/file\(index).py"
            bytes += Array(("diff --git a/\(name) b/\(name)\n--- a/\(name)\n+++ b/\(name)\n@@ -1,3 +1,4 @@\n"
                            + " import os\n import sys\n+import file\(index)\n \n").utf8)
        }
        return bytes
    }

    // MARK: Answers

    private static let cacheControl = FixtureHeader(name: "cache-control", value: "private, max-age=60, s-maxage=60")

    private func bytes(key: String, _ make: () -> [UInt8]) -> [UInt8] {
        if let known = made.withLock({ $0[key] }) { return known }
        let body = make()
        made.withLock { $0[key] = body }
        return body
    }

    private func json(key: String, _ make: () -> Any) -> FixtureResponse {
        FixtureResponse(status: 200, headers: [FixtureHeader(name: "content-type", value: "application/json; charset=utf-8"),
                                               Self.cacheControl],
                        body: bytes(key: key) { JSONObject.serialize(make()) })
    }

    /// Page `page` of `total` items, `perPage` a page, with GitHub's `link` header.
    private func paged(total: Int, perPage: Int, page: Int, path: String, key: String,
                       items: (Range<Int>) -> [[String: Any]]) -> FixtureResponse {
        let lastPage = max(1, (total + perPage - 1) / perPage)
        let start = min(total, (min(page, lastPage + 1) - 1) * perPage)
        let end = min(total, start + perPage)
        var response = json(key: "\(key) \(start) \(end)") { items(start..<end) }
        func link(_ target: Int, _ relation: String) -> String {
            "<\(path)?per_page=\(perPage)&page=\(target)>; rel=\"\(relation)\""
        }
        var links: [String] = []
        if page < lastPage { links += [link(page + 1, "next"), link(lastPage, "last")] }
        if page > 1 { links += [link(page - 1, "prev"), link(1, "first")] }
        if !links.isEmpty { response.headers.append(FixtureHeader(name: "link", value: links.joined(separator: ", "))) }
        return response
    }
}
