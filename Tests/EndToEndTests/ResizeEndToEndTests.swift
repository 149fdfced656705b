import Foundation
import XCTest

/// Resizing at any moment keeps the app alive and its state: query, results, selection.
final class ResizeEndToEndTests: EndToEndTestCase {
    func testShrinkingToTinySizesAndBackKeepsTheSelection() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        guard let results = session.waitForText("kennethreitz/legit", "2,723 repositories") else { return }
        let third = TmuxSession.firstField(results[4])
        session.sendKeys("j", "j")
        session.waitForSelection(third)

        session.resize(width: 40, height: 10)
        guard let small = session.waitFor("a 40x10 layout", until: { lines in
            lines.count == 10 && lines[0].hasPrefix("Search: github") && lines.joined().contains(third)
        }) else { return }
        XCTAssertTrue(small.allSatisfy { $0.count <= 40 }, small.joined(separator: "\n"))
        session.waitForSelection(third)

        session.resize(width: 16, height: 4)
        session.waitFor("a 16x4 screen with something on it") { lines in
            lines.count == 4 && lines.contains { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        // Keys at the tiny size must not crash it: the full layout coming back below shows it lived.
        session.sendKeys("j", "k")

        session.resize(width: 100, height: 30)
        guard let restored = session.waitFor("the full layout again", until: { lines in
            // The scroll position may differ (the selection was kept in view at 40x10), the rows may not.
            lines.count == 30 && lines[1].contains("REPOSITORY") && lines[2...].filter { $0.contains("★") }.count >= 20
                && lines.last?.contains("2,723 repositories") == true
        }) else { return }
        XCTAssertEqual(restored[0].trimmingCharacters(in: .whitespaces), "Search: github")
        session.waitForSelection(third)

        // The detail screen survives a resize as well, and Esc returns to the same list.
        session.sendKeys("Enter")
        session.waitFor("the detail screen") { $0.first?.contains(third) == true }
        session.resize(width: 30, height: 8)
        session.waitFor("the detail screen at 30x8") { lines in lines.count == 8 && lines.joined().contains(third) }
        session.resize(width: 100, height: 30)
        session.waitFor("the detail screen at 100x30") { lines in
            lines.count == 30 && lines.first?.contains(third) == true && lines.contains { $0.contains("Clone") }
        }
        session.sendKeys("Escape")
        session.waitForText("REPOSITORY", "2,723 repositories")
        session.waitForSelection(third)
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }
}
