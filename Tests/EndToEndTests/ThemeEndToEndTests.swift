import Foundation
import XCTest

/// `--theme auto` (the default) on a terminal that sets no `COLORFGBG`, as xterm: the terminal
/// is asked for its background (OSC 11) and a light one gets the light palette.
final class ThemeEndToEndTests: EndToEndTestCase {
    func testAutoThemeAsksTheTerminalForItsBackground() throws {
        let light = try searchedScreen(windowBackground: "white")
        XCTAssertTrue(light.contains("38;5;25m"), "a white pane should get the light palette's blue titles:\n\(light)")
        XCTAssertFalse(light.contains("38;5;81m"), "the dark palette's cyan on a white pane:\n\(light)")

        let unknown = try searchedScreen(windowBackground: nil)
        XCTAssertTrue(unknown.contains("38;5;81m"), "a terminal that does not say should get the dark palette:\n\(unknown)")
    }

    private func searchedScreen(windowBackground: String?) throws -> String {
        // Each launch its own history, so the second does not start at the first one's recalled search.
        let session = try launchInteractive(["--history-file", historyPath + (windowBackground ?? "-none")],
                                            term: "xterm-256color", windowBackground: windowBackground)
        session.waitForText("Search:")
        session.type("github")
        session.sendKeys("Enter")
        session.waitForText("kennethreitz/legit", "2,723 repositories")
        return session.screen(attributes: true).joined(separator: "\n")
    }
}
