import Testing
import TerminalUI

/// Issue 26: a label is drawn in its own colour: the nearest the terminal has (256 colours, or
/// the colour itself in direct colour), with black or white text, whichever reads better.
@Suite struct BadgeColorsTests {
    @Test func twoHundredFiftySixColoursTakeTheNearestWithReadableText() {
        // GitHub's "bug" red, d73a4a: xterm 167 (#d75f5f); black reads better on it than white (WCAG).
        #expect(BadgeColors.colors(for: 0xD73A4A, available: 256) == BadgeColors(foreground: 16, background: 167))
        // A dark purple, 5319e7: white text.
        #expect(BadgeColors.colors(for: 0x5319E7, available: 256).foreground == 231)
        // "good first issue" 7057ff: a blue-violet, white text.
        #expect(BadgeColors.colors(for: 0x7057FF, available: 256).foreground == 231)
        // "enhancement" a2eeef: a pale cyan, black text.
        #expect(BadgeColors.colors(for: 0xA2EEEF, available: 256) == BadgeColors(foreground: 16, background: 159))
        #expect(BadgeColors.colors(for: 0xFFFFFF, available: 256) == BadgeColors(foreground: 16, background: 231))
        #expect(BadgeColors.colors(for: 0x000000, available: 256) == BadgeColors(foreground: 231, background: 16))
    }

    @Test func directColourTakesTheColourItself() {
        #expect(BadgeColors.colors(for: 0x5319E7, available: 1 << 24) == BadgeColors(foreground: 0xFFFFFF, background: 0x5319E7))
        #expect(BadgeColors.colors(for: 0xFBCA04, available: 1 << 24) == BadgeColors(foreground: 0x000000, background: 0xFBCA04))
        #expect(BadgeColors.colors(for: 0xFF12_3456, available: 1 << 24).background == 0x123456, "only 24 bits")
    }

    @Test func eightColoursTakeABasicOne() {
        #expect(BadgeColors.colors(for: 0x5319E7, available: 8) == BadgeColors(foreground: 7, background: 4))
        #expect(BadgeColors.colors(for: 0xFBCA04, available: 8) == BadgeColors(foreground: 0, background: 3))
    }

    @Test func everyColourReadsAtLeastAsWellAsTheOtherChoice() {
        for rgb in stride(from: UInt32(0), through: 0xFFFFFF, by: 0x0F0F0F) {
            let colors = BadgeColors.colors(for: rgb, available: 256)
            let shown = XtermColors.rgb(Int(colors.background))
            let text = XtermColors.rgb(Int(colors.foreground))
            let other = XtermColors.rgb(colors.foreground == 16 ? 231 : 16)
            #expect(XtermColors.contrast(shown, text) >= XtermColors.contrast(shown, other), "\(rgb)")
        }
    }
}
