import TerminalUI
import XCTest

/// The dark and light palettes: the same styles coloured, none unreadable on its background.
final class PaletteColorsTests: XCTestCase {
    func testBothPalettesColourTheSameStyles() {
        XCTAssertEqual(PaletteColors.entries(for: .dark).map(\.style), PaletteColors.entries(for: .light).map(\.style))
    }

    func testTheLightPaletteHasNoYellowOrCyanOrWhiteText() {
        let unreadableOnWhite: [PaletteColor] = [.yellow, .cyan, .white]
        for entry in PaletteColors.entries(for: .light) {
            XCTAssertFalse(unreadableOnWhite.contains(entry.color), "\(entry.style) is \(entry.color) on a light background")
        }
    }

    func testTheDarkPaletteHasNoBlackText() {
        XCTAssertFalse(PaletteColors.entries(for: .dark).contains { $0.color == .black })
    }

    func testLinksStayUnderlinedAndErrorsBoldInBoth() {
        for background in [TerminalBackground.dark, .light] {
            let entries = PaletteColors.entries(for: background)
            XCTAssertEqual(entries.first { $0.style == .link }?.underline, true)
            XCTAssertEqual(entries.first { $0.style == .error }?.bold, true)
        }
    }
}
