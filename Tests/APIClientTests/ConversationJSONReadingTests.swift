import APIClient
import Entities
import Foundation
import JSONReading
import XCTest

/// The conversation's entities read by the one JSON reader from GitHub's odd corners: numbers
/// that do not fit, nulls, deleted accounts, events of kinds not known, old answers' shapes.
final class ConversationJSONReadingTests: XCTestCase {
    private func read<Value: JSONReadable>(_ type: Value.Type, _ text: String) throws -> Value {
        try Value.read(from: Data(text.utf8))
    }

    func testNumbersNeverTrap() throws {
        let issue = try read(Issue.self, """
            {"number": 7, "title": "t", "state": "open", "comments": 1e30, "user": null,
             "reactions": {"total_count": 99999999999999999999, "+1": -1e40, "eyes": "many"}}
            """)
        XCTAssertEqual(issue.commentCount, Int.max)
        XCTAssertEqual(issue.reactions?.totalCount, Int.max)
        XCTAssertEqual(issue.reactions?.plusOne, Int.min)
        XCTAssertEqual(issue.reactions?.eyes, 0)
        XCTAssertNil(issue.user)
        let pull = try read(PullRequest.self, #"{"number": 1, "title": "t", "additions": 1.5e300, "changed_files": 3.7}"#)
        XCTAssertEqual(pull.additions, Int.max)
        XCTAssertEqual(pull.changedFiles, 3)
    }

    func testAnIssueWithoutANumberOrTitleIsAnError() {
        XCTAssertThrowsError(try read(Issue.self, #"{"title": "t"}"#))
        XCTAssertThrowsError(try read(Issue.self, #"{"number": 1}"#))
    }

    func testPullRequestMarkers() throws {
        let pull = try read(Issue.self, """
            {"number": 1, "title": "t", "draft": true,
             "pull_request": {"html_url": "https://github.com/o/r/pull/1", "merged_at": "2024-01-02T03:04:05Z"}}
            """)
        XCTAssertTrue(pull.isPullRequest)
        XCTAssertTrue(pull.isDraft)
        XCTAssertNotNil(pull.mergedAt)
        let old = try read(Issue.self, #"{"number": 2, "title": "t", "pull_request": {"html_url": null, "diff_url": null}}"#)
        XCTAssertFalse(old.isPullRequest)
    }

    func testTimelineEventsOfEveryKnownKindAndUnknownOnes() throws {
        let events = try read([TimelineEvent].self, """
            [{"event": "closed", "actor": {"login": "a", "id": 1}, "commit_id": null, "created_at": "2024-01-01T00:00:00Z"},
             {"event": "reopened"},
             {"event": "renamed", "rename": {"from": "old", "to": "new"}},
             {"event": "labeled", "label": {"name": "bug", "color": "zzz"}},
             {"event": "unlabeled", "label": {"name": "bug"}},
             {"event": "assigned", "assignee": {"login": "b", "id": 2}},
             {"event": "unassigned", "assignee": null},
             {"event": "referenced", "commit_id": "abc"},
             {"event": "cross-referenced", "source": {"type": "issue", "issue": {"number": 9, "title": "x",
               "repository_url": "https://api.github.com/repos/o/other", "pull_request": {"html_url": "u"}}}},
             {"event": "merged", "commit_id": "def"},
             {"event": "committed", "sha": "1", "author": {"name": "n", "email": "e", "date": "d"}},
             {"event": "a-kind-from-the-future", "whatever": [1, {"deep": true}]},
             {"event": "renamed"},
             {}]
            """)
        XCTAssertEqual(events.map(\.kind), [
            .closed(commitID: nil), .reopened, .renamed(from: "old", to: "new"),
            .labeled(IssueLabel(name: "bug", color: "zzz")), .unlabeled(IssueLabel(name: "bug")),
            .assigned(User(login: "b", id: 2)), .unassigned(nil), .referenced(commitID: "abc"),
            .crossReferenced(CrossReference(number: 9, title: "x", repositoryFullName: "o/other", isPullRequest: true)),
            .merged(commitID: "def"), .unknown("committed"), .unknown("a-kind-from-the-future"), .unknown("renamed"),
            .unknown(""),
        ])
        XCTAssertEqual(events[0].actor?.login, "a")
        XCTAssertNotNil(events[0].createdAt)
    }

    func testChecksWithNullsAndStrangeShapes() throws {
        let list = try read(CheckRunList.self, """
            {"total_count": 1e99, "check_runs": [{"id": 1, "name": "n", "status": "queued", "conclusion": null,
              "app": null, "output": {"title": null, "summary": "s"}, "started_at": "not a date"}]}
            """)
        XCTAssertEqual(list.totalCount, Int.max)
        XCTAssertNil(list.checkRuns[0].conclusion)
        XCTAssertNil(list.checkRuns[0].appName)
        XCTAssertNil(list.checkRuns[0].outputTitle)
        XCTAssertNil(list.checkRuns[0].startedAt)
        let status = try read(CombinedStatus.self, #"{"state": "pending", "statuses": []}"#)
        XCTAssertEqual(status.totalCount, 0)
    }
}
