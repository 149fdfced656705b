import Foundation
import XCTest

/// Issue 26's commands run as scripts run them, against the fixture server's recorded
/// conversation: their outputs and exit statuses (checks' 0, 1 and 8; usage errors' 2).
final class ConversationCommandLineEndToEndTests: EndToEndTestCase {
    func testChecksExitStatusesAreGHs() throws {
        let failed = try runCommandLine(["checks", "PyGithub/PyGithub", "3370"])
        XCTAssertEqual(failed.status, 1, failed.stderr)
        XCTAssertEqual(failed.stdout.split(separator: "\n").map { $0.split(separator: "\t")[1] }, ["pass", "pass", "fail", "pass"])
        let pending = try runCommandLine(["checks", "PyGithub/PyGithub", "pending-ref", "--json", "name,bucket"])
        XCTAssertEqual(pending.status, 8, pending.stderr)
        XCTAssertTrue(pending.stdout.contains("\"bucket\": \"pending\""), pending.stdout)
        let passed = try runCommandLine(["checks", "sigmavirus24/github3.py", "develop"])
        XCTAssertEqual(passed.status, 0, passed.stderr)
    }

    func testPRDiffPipedIsTheServedBytes() throws {
        let result = try runCommandLine(["pr-diff", "sigmavirus24/github3.py", "286"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("diff --git a/github3/pulls.py b/github3/pulls.py\n"))
        XCTAssertFalse(result.stdoutBytes.contains(0x1B), "no colour when piped")
        XCTAssertEqual(result.stdout.components(separatedBy: "diff --git ").count - 1, 5)
    }

    func testIssueAndListsPiped() throws {
        let issue = try runCommandLine(["issue", "PyGithub/PyGithub", "1136", "--comments"])
        XCTAssertEqual(issue.status, 0, issue.stderr)
        XCTAssertTrue(issue.stdout.hasPrefix("# Paginated list reversed"), String(issue.stdout.prefix(100)))
        XCTAssertEqual(issue.stdout.components(separatedBy: "\n## @").count - 1, 7)
        let issues = try runCommandLine(["issues", "PyGithub/PyGithub", "--limit", "5"])
        XCTAssertEqual(issues.status, 0, issues.stderr)
        XCTAssertEqual(issues.stdout.split(separator: "\n").count, 5)
        let prs = try runCommandLine(["prs", "sigmavirus24/github3.py", "--json", "number"])
        XCTAssertEqual(prs.status, 0, prs.stderr)
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(prs.stdout.utf8)) as? [[String: Int]])?.count, 11)
    }

    func testUsageErrorsExit2AndAMissingIssueExits1() throws {
        for arguments in [["issues", "o/r", "--state", "merged"], ["issue", "o/r", "0"], ["pr-diff", "o/r"],
                          ["checks", "o/r"], ["prs", "o/r", "--json", "nope"]] {
            let result = try runCommandLine(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertEqual(result.stdout, "", "\(arguments)")
        }
        let missing = try runCommandLine(["issue", "octokit-fixture-org/hello-world", "5"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stderr, "ghbrowse: #5: no such issue in octokit-fixture-org/hello-world\n")
    }
}
