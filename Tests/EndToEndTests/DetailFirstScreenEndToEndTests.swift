import Foundation
import XCTest

/// What the detail shows on its first screen (issue 28): at 80×24 the facts take at most a third
/// of the rows and the README starts on screen, the hints name the keys into the repository
/// first, and GitHub's alerts read with their titles, not as `[!NOTE]`.
final class DetailFirstScreenEndToEndTests: EndToEndTestCase {
    func testAt80x24TheReadmeStartsOnTheFirstScreenAndTheHintsNameTheInsidesFirst() throws {
        let session = try launchInteractive(width: 80, height: 24)
        session.waitForText("Search:")
        session.type("readme-fixtures")
        session.sendKeys("Enter")
        session.waitForText("junegunn/fzf")
        session.sendKeys("Enter")
        guard let lines = session.waitForText("── README.md", "Python 99.5%") else { return }
        XCTAssertEqual(lines.count, 24)
        let readmeRow = try XCTUnwrap(lines.firstIndex { $0.contains("── README.md") })
        XCTAssertLessThan(readmeRow, 20, "the README starts on the first screen:\n\(lines.joined(separator: "\n"))")
        let factRows = lines.filter { $0.hasPrefix(" Owner") || $0.hasPrefix(" Forks") || $0.hasPrefix(" Open issues")
            || $0.hasPrefix(" License") || $0.hasPrefix(" Topics") || $0.hasPrefix(" Pushed") || $0.hasPrefix(" Updated")
            || $0.hasPrefix(" Created") }
        XCTAssertLessThanOrEqual(factRows.count, 8, "the facts take at most a third of the rows:\n\(lines.joined(separator: "\n"))")
        XCTAssertTrue(lines.contains { $0.contains("Stars") && $0.contains("Owner") }, "two columns of facts at 80")
        let status = try XCTUnwrap(lines.last)
        XCTAssertTrue(status.hasPrefix("f files · c commits · R releases · b ref"), "the hints: \(status)")
        XCTAssertTrue(status.hasSuffix("↓ more"), "the README goes on below: \(status)")
    }

    func testGitHubAlertsReadWithTheirTitles() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-alerts-readme")
        session.sendKeys("Enter")
        session.waitForText("made/alerts")
        session.sendKeys("Enter")
        session.waitForText("── README.md", "Before the alerts.")
        var seen = Set<String>()
        for _ in 0..<6 {
            for line in session.screen() {
                for title in ["Note", "Tip", "Important", "Warning", "Caution"]
                    where line.contains(title) && line.contains("│") { seen.insert(title) }
                XCTAssertFalse(line.contains("[!"), "an alert's marker shown raw: \(line)")
            }
            if seen.count == 5 { break }
            session.sendKeys("NPage")
            usleep(150_000)
        }
        XCTAssertEqual(seen, ["Note", "Tip", "Important", "Warning", "Caution"], session.screenText())
        XCTAssertTrue(session.screenText().contains("Advises about risks or negative outcomes."), session.screenText())
    }
}
