@testable import GHBrowseApp
import XCTest

/// `--no-mouse` and `GHBROWSE_NO_MOUSE` leave the terminal's own mouse selection alone.
final class MouseSettingTests: XCTestCase {
    func testTheMouseIsOnUnlessTurnedOff() throws {
        XCTAssertTrue(AppServices(environment: [:], historyFile: "/dev/null", noMouse: false, cache: .off).useMouse)
        XCTAssertFalse(AppServices(environment: [:], historyFile: "/dev/null", noMouse: true, cache: .off).useMouse)
        XCTAssertFalse(AppServices(environment: ["GHBROWSE_NO_MOUSE": "1"], historyFile: "/dev/null", noMouse: false, cache: .off).useMouse)
        XCTAssertTrue(AppServices(environment: ["GHBROWSE_NO_MOUSE": ""], historyFile: "/dev/null", noMouse: false, cache: .off).useMouse)
    }

    func testTheFlagParses() throws {
        let parsed = try XCTUnwrap(GHBrowseCommand.parseAsRoot(["--no-mouse"]) as? GHBrowseCommand)
        XCTAssertTrue(parsed.noMouse)
        let plain = try XCTUnwrap(GHBrowseCommand.parseAsRoot([]) as? GHBrowseCommand)
        XCTAssertFalse(plain.noMouse)
    }
}
