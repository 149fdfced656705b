import Foundation
import XCTest

/// Issue 17: with both the response cache and the search history pointed through a regular file,
/// the list's status line gives both warnings, worded alike, and searching still works.
final class UnusableLocationsEndToEndTests: EndToEndTestCase {
    func testAnUnusableCacheAndHistoryBothWarnAlikeAndSearchingWorks() throws {
        let file = scratch.path("f")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let session = try launchInteractive(["--history-file", file + "/history"], width: 250,
                                            environment: ["XDG_CACHE_HOME": file])
        guard let launch = session.waitForText("The response cache is off:", "The search history is off:") else { return }
        let status = launch.last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        XCTAssertTrue(status.contains("The response cache is off:") && status.contains("The search history is off:"),
                      "both warnings on the status line: \(launch.joined(separator: "\n"))")
        XCTAssertEqual(status.components(separatedBy: "is not a directory").count - 1, 2,
                       "each says why in the same words: \(status)")
        session.type("linux")
        session.sendKeys("Enter")
        guard session.waitForText("kennethreitz/legit", "2,723 repositories") != nil else { return }
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
