import Foundation
import XCTest

/// Descriptions full of escape sequences, controls, bidi overrides and wide text change nothing
/// on the terminal: no cleared screen, no window title, no clipboard write, no style the app did
/// not ask for, and every column stays where it belongs.
///
/// tmux interprets what the app prints, so a leaked sequence shows as its effect (a title, a paste
/// buffer, a blinking or red cell in `capture-pane -e`), never as an ESC byte in a capture.
final class HostileTextEndToEndTests: EndToEndTestCase {
    /// SGR parameters a leaked sequence from the fixtures would add: blink (`ESC [5m` in the
    /// language) and red (`CSI 31m`), which the app never uses on a screen without errors.
    private static let leakedStyles: Set<String> = ["5", "31"]

    func testHostileDescriptionsAreDrawnAsPlainTextInTheirColumns() throws {
        let session = try launchInteractive()
        session.waitForText("Search:")
        // With set-clipboard on, a leaked OSC 52 would land in a tmux paste buffer.
        XCTAssertEqual(session.tmux(["set-option", "-g", "set-clipboard", "on"]).status, 0)
        session.type("trigger-hostile")
        session.sendKeys("Enter")
        guard let screen = session.waitForText("hostile/legit", "3 repositories") else { return }

        // The query line and the column titles survived: nothing cleared the screen.
        XCTAssertTrue(screen[0].hasPrefix("Search: trigger-hostile"), screen.joined(separator: "\n"))
        XCTAssertTrue(screen[1].hasPrefix("REPOSITORY"))
        // No window title was set.
        let title = session.tmux(["display-message", "-p", "-t", "e2e", "#{pane_title}"]).stdout
        XCTAssertFalse(title.contains("pwned"), "pane title: \(title)")
        // Nothing reached the clipboard.
        XCTAssertEqual(session.tmux(["list-buffers"]).stdout, "", "a clipboard write leaked")
        // No style the app did not draw: the language's blink and the C1 CSI's red.
        let styled = session.screen(attributes: true)
        XCTAssertTrue(TmuxSession.styleParameters(styled).contains("7"), "the capture shows no styles at all")
        XCTAssertEqual(TmuxSession.styleParameters(styled).intersection(Self.leakedStyles), [],
                       styled.joined(separator: "\n").debugDescription)

        // The language column (its escape sequence removed) starts at the same display column on every row.
        let rows = Array(screen[2...4])
        let languageColumns = rows.compactMap { row -> Int? in
            guard let language = row.range(of: "Python") else { return nil }
            return displayWidth(String(row[..<language.lowerBound]))
        }
        XCTAssertEqual(languageColumns.count, 3, rows.joined(separator: "\n"))
        XCTAssertEqual(Set(languageColumns).count, 1, "misaligned rows:\n\(rows.joined(separator: "\n"))")
        XCTAssertTrue(rows[0].contains("clears the screen"), rows[0])
        XCTAssertTrue(rows[1].contains("clipboard"), rows[1])
        XCTAssertTrue(rows[2].contains("全角の説明文"), rows[2])
        // The descriptions start in one column as well (the cursor was not moved by the text).
        let descriptionColumns = zip(rows, ["clears", "clipboard", "全角"]).compactMap { row, start in
            row.range(of: start).map { displayWidth(String(row[..<$0.lowerBound])) }
        }
        XCTAssertEqual(descriptionColumns.count, 3, rows.joined(separator: "\n"))
        XCTAssertEqual(Set(descriptionColumns).count, 1, "misaligned descriptions:\n\(rows.joined(separator: "\n"))")

        // The detail screen is just as safe, and the app still takes keys.
        session.sendKeys("Enter")
        guard let detail = session.waitForText("Stars", "Language") else { return }
        XCTAssertTrue(detail.joined().contains("clears the screen"), detail.joined(separator: "\n"))
        XCTAssertTrue(detail.contains { $0.contains("Language") && $0.contains("Python") },
                      detail.joined(separator: "\n"))
        XCTAssertEqual(TmuxSession.styleParameters(session.screen(attributes: true)).intersection(Self.leakedStyles), [])
        XCTAssertEqual(session.tmux(["list-buffers"]).stdout, "", "a clipboard write leaked on the detail screen")
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
