import Foundation
import XCTest

/// Issue 18's releases in-process: `R` on a detail lists the recorded releases (served
/// for any repository), Enter opens one with its notes rendered as Markdown, and Esc goes back one
/// screen at a time.
@MainActor
final class ReleasesJourneyTests: JourneyTestCase {
    func testReleasesFromTheDetailThenOneReleasesNotesThenBackScreenByScreen() async throws {
        let session = try launch()
        openFzf(session)

        session.sendKeys("R")
        guard let list = session.waitForText("github › junegunn/fzf › releases", "v1.55", "v1.54.0.1", "v1.46",
                                             "10 releases · Enter open") else { return }
        XCTAssertTrue(list[2].contains("v1.55") && list[2].contains("ago"), list.joined(separator: "\n"))
        session.waitFor("the releases and the latest asked for") { _ in
            let lines = self.requestLines
            return lines.contains { $0.hasPrefix("GET /repos/junegunn/fzf/releases?per_page=30&page=1") }
                && lines.contains { $0.hasPrefix("GET /repos/junegunn/fzf/releases/latest") }
        }

        // The first release's notes: `**Breaking Changes**` drawn bold, not as asterisks.
        session.sendKeys("Enter")
        guard let release = session.waitForText("github › junegunn/fzf › releases › v1.55", "Breaking Changes",
                                                "tag v1.55 · published") else { return }
        let text = release.joined(separator: "\n")
        XCTAssertFalse(text.contains("**Breaking"), text)
        XCTAssertTrue(text.contains("Remove client_id/client_secret authentication"), text)
        session.sendKeys("End")
        session.waitForText("No assets")

        // Esc: the releases, as they were; Esc again: the detail.
        session.sendKeys("Escape")
        session.waitFor("the releases again") { lines in
            lines.first?.contains("› releases") == true && lines.first?.contains("v1.55") == false
                && lines.joined().contains("v1.54.0.1")
        }
        session.sendKeys("Escape")
        session.waitFor("the detail again") { lines in
            lines.first?.contains("junegunn/fzf") == true && lines.contains { $0.contains("README.md") }
        }
        session.sendKeys("q")
        session.waitForText("Search: readme-fixtures")
        session.sendKeys("q")
        XCTAssertFalse(session.isRunning, "quit")
    }
}
