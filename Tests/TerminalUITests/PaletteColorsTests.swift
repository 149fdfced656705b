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
            var words = ["\(entry.color)"]
            if entry.bold { words.append("bold") }
            if entry.underline { words.append("underline") }
            if entry.dim { words.append("dim") }
            return words.joined(separator: "+")
        }
        let lines = zip(PaletteColors.entries(for: .dark), PaletteColors.entries(for: .light)).map { dark, light in
            "\(dark.style): \(describe(dark)) | \(describe(light))"
        }
        XCTAssertEqual(lines, [
            "title: cyan+bold | blue+bold",
            "accent: yellow | magenta",
            "error: red+bold | red+bold",
            "warning: yellow+bold | red",
            "success: green | green",
            "heading(1): cyan+bold+underline | blue+bold+underline",
            "heading(2): cyan+bold | blue+bold",
            "heading(3): green+bold | green+bold",
            "heading(4): green | green",
            "heading(5): magenta | magenta",
            "heading(6): magenta+dim | magenta+dim",
            "link: blue+underline | blue+underline",
            "code: yellow | magenta",
            "quoteBar: green | green",
        ])
    }
}
