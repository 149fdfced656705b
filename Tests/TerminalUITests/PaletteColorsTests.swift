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

    /// Both palettes side by side, one style a line: what changes on a light background.
    func testThePalettesSnapshot() {
        func describe(_ entry: PaletteColors.Entry) -> String {
            var words = ["\(entry.color256)/\(entry.color)"]
            if entry.bold { words.append("bold") }
            if entry.underline { words.append("underline") }
            if entry.dim { words.append("dim") }
            return words.joined(separator: "+")
        }
        let lines = zip(PaletteColors.entries(for: .dark), PaletteColors.entries(for: .light)).map { dark, light in
            "\(dark.style): \(describe(dark)) | \(describe(light))"
        }
        XCTAssertEqual(lines, [
            "title: 81/cyan+bold | 25/blue+bold",
            "accent: 220/yellow | 127/magenta",
            "error: 203/red+bold | 160/red+bold",
            "warning: 220/yellow+bold | 130/magenta",
            "success: 77/green | 28/green",
            "removal: 203/red | 160/red",
            "heading(1): 81/cyan+bold+underline | 25/blue+bold+underline",
            "heading(2): 81/cyan+bold | 25/blue+bold",
            "heading(3): 77/green+bold | 28/green+bold",
            "heading(4): 77/green | 28/green",
            "heading(5): 213/magenta | 127/magenta",
            "heading(6): 245/magenta+dim | 242/magenta+dim",
            "link: 75/cyan+underline | 26/blue+underline",
            "code: 220/yellow | 127/magenta",
            "quoteBar: 77/green | 28/green",
            "dim: 245/white+dim | 242/black+dim",
        ])
    }
}
