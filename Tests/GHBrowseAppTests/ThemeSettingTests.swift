import Configuration
@testable import GHBrowseApp
import TerminalUI
import XCTest

/// `--theme`, config.toml's theme, COLORFGBG and NO_COLOR, as the composition root reads them.
final class ThemeSettingTests: XCTestCase {
    private func services(_ environment: [String: String], theme: AppConfiguration.Theme? = nil) -> AppServices {
        AppServices(environment: environment.merging(["HOME": "/nonexistent", "PATH": "/nonexistent"]) { old, _ in old },
                    historyFile: "/dev/null", noMouse: false, cache: .off, theme: theme)
    }

    func testAutoFollowsCOLORFGBGElseDark() {
        XCTAssertEqual(services(["COLORFGBG": "0;15"]).background, .light)
        XCTAssertEqual(services(["COLORFGBG": "15;0"]).background, .dark)
        XCTAssertEqual(services([:]).background, .dark)
        XCTAssertTrue(services([:]).useColor)
    }

    func testTheOptionWinsOverTheTerminal() {
        XCTAssertEqual(services(["COLORFGBG": "0;15"], theme: .dark).background, .dark)
        XCTAssertEqual(services(["COLORFGBG": "15;0"], theme: .light).background, .light)
    }

    func testNoColorStillWins() {
        let plain = services(["NO_COLOR": "1"], theme: .light)
        XCTAssertEqual(plain.theme, .noColor)
        XCTAssertFalse(plain.useColor)
    }

    func testTheOptionParses() throws {
        let command = try GHBrowseCommand.parseAsRoot(["--theme", "light"]) as? GHBrowseCommand
        XCTAssertEqual(command?.theme, .light)
        XCTAssertThrowsError(try GHBrowseCommand.parseAsRoot(["--theme", "pink"]))
    }
}
