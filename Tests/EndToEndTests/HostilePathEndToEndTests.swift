import FixtureServer
import Foundation
import XCTest

/// Issue 31: a tree whose entries are named `../../../../user/repos`, `a/../../../../rate_limit`,
/// `..` and `.` made ghbrowse send `GET /user/repos` with the token and show the answer as a file.
/// In the real binary, against a tree that names them: each is listed as an unreadable name, Enter
/// on one says so, and no request ever leaves `/repos/hostile/tree/`.
final class HostilePathEndToEndTests: EndToEndTestCase {
    func testATreeEntryNamedWithDotSegmentsIsAnUnreadableNameAndNeverRequested() throws {
        let session = try launchInteractive(environment: ["GH_TOKEN": "e2e-not-a-real-token"])
        session.waitForText("Search:")
        session.type("trigger-hostile-tree")
        session.sendKeys("Enter")
        session.waitForText(HostileTree.fullName, "1 repository")
        session.sendKeys("Enter")
        session.waitFor("hostile/tree's detail screen") { lines in
            lines.first?.contains(HostileTree.fullName) == true && lines.contains { $0.contains("Stars") }
        }
        // From here on, every request is the files screen's.
        let beforeFiles = try server.controlRequestLog()
        session.sendKeys("f")
        guard let root = session.waitForText("› files", "README.md") else { return }
        // `%2e%2e/`, `../` (implied by `../../../../user/repos`), `a/`, `.`, `..`, README.md.
        XCTAssertEqual(root.filter { $0.contains("unreadable name") }.map { TmuxSession.firstField($0) }, ["../", ".", ".."],
                       root.joined(separator: "\n"))

        session.sendKeys("/")
        session.type("userrepos")
        session.waitFor("the hostile entry found") { lines in
            lines.contains { $0.hasPrefix(" Find: userrepos") } && lines.contains { $0.contains("../../../../user/repos") }
        }
        XCTAssertTrue(session.screen().contains { $0.contains("../../../../user/repos") && $0.contains("unreadable name") },
                      session.screenText())
        session.sendKeys("Enter")
        if let said = session.waitForText("unreadable name “../../../../user/repos”", "not requested") {
            XCTAssertTrue(said.contains { $0.hasPrefix(" Find: userrepos") }, "still on the files screen:\n"
                          + said.joined(separator: "\n"))
            session.sendKeys("Escape")
            session.waitFor("the listing again") { !$0.contains { $0.hasPrefix(" Find:") } }
            // The file `..` at the root, the fifth row.
            session.sendKeys("Down", "Down", "Down", "Down", "Enter")
            session.waitForText("unreadable name “..”", "not requested")
        }

        let log = try server.controlRequestLog().filter { !$0.contains("/__control/") }
        XCTAssertFalse(log.contains { $0.contains(" /user/repos") }, log.joined(separator: "\n"))
        XCTAssertFalse(log.contains { $0.contains(" /rate_limit") }, log.joined(separator: "\n"))
        let files = log.dropFirst(beforeFiles.filter { !$0.contains("/__control/") }.count)
        XCTAssertFalse(files.isEmpty, "the files screen asked for the tree")
        for line in files {
            XCTAssertTrue(line.hasPrefix("GET /repos/hostile/tree/"), "a request left the repository: \(line)\n"
                          + log.joined(separator: "\n"))
        }
    }
}
