import Foundation
import XCTest

/// Descriptions full of escape sequences, controls, bidi overrides and wide text change nothing
/// on the terminal: no cleared screen, no window title, and every column stays where it belongs.
final class HostileTextEndToEndTests: EndToEndTestCase {
    func testHostileDescriptionsAreDrawnAsPlainTextInTheirColumns() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        session.type("trigger-hostile")
        session.sendKeys("Enter")
        guard let screen = session.waitForText("kennethreitz/legit", "3 repositories") else { return }

        // The query line and the column titles survived: nothing cleared the screen.
        XCTAssertTrue(screen[0].hasPrefix("Search: trigger-hostile"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen[1].hasPrefix("REPOSITORY"))
        // No window title was set.
        let title = session.tmux(["display-message", "-p", "-t", "e2e", "#{pane_title}"]).stdout
        XCTAssertFalse(title.contains("pwned"), "pane title: \(title)")

        // The language column (its escape sequence removed) starts at the same display column on every row.
        let rows = Array(screen[2...4])
        let languageColumns = rows.compactMap { row -> Int? in
            guard let language = row.range(of: "Python") else { return nil }
            return displayWidth(String(row[..<language.lowerBound]))
        }
        XCTAssertEqual(languageColumns.count, 3, rows.joined(separator: "\n"))
        XCTAssertEqual(Set(languageColumns).count, 1, "misaligned rows:\n\(rows.joined(separator: "\n"))")
        XCTAssertTrue(rows[0].contains("clears the screen"), rows[0])
        XCTAssertTrue(rows[2].contains("全角の説明文"), rows[2])

        // The detail screen is just as safe, and the app still takes keys.
        session.sendKeys("Enter")
        guard let detail = session.waitForText("Stars") else { return }
        XCTAssertFalse(detail.joined().contains("\u{1B}"))
        session.sendKeys("Escape")
        session.waitForText("REPOSITORY")
        session.sendKeys("q")
        assertTerminalRestored(session, expectedStatus: { $0 == 0 }, statusDescription: "0")
    }

    /// Terminal cells of what tmux printed: wide East Asian characters take two.
    private func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF00...0xFF60,
                 0xFFE0...0xFFE6, 0x1F300...0x1FAFF:
                return width + 2
            case 0x0300...0x036F, 0x200D, 0xFE0F, 0x1F3FB...0x1F3FF:
                return width
            default:
                return width + 1
            }
        }
    }
}
