import TerminalUI
import Testing

/// Every text colour of both palettes reads on the theme's background: a WCAG contrast of at least
/// 4.5:1 (3:1 for dimmed secondary text), computed from xterm's RGB values of the 256-colour indices.
@Suite struct PaletteContrastTests {
    @Test(arguments: [TerminalBackground.dark, .light])
    func everyTextColourReadsOnTheThemesBackground(background: TerminalBackground) {
        let backgroundRGB = PaletteColors.backgroundRGB(background)
        for entry in PaletteColors.entries(for: background) {
            let ratio = XtermColors.contrast(XtermColors.rgb(Int(entry.color256)), backgroundRGB)
            let needed = entry.dim ? 3.0 : 4.5
            #expect(ratio >= needed, "\(entry.style) on \(background): \(ratio)")
        }
    }

    @Test func theRatiosAreWCAGs() {
        #expect(abs(XtermColors.contrast(0x000000, 0xFFFFFF) - 21) < 0.001)
        #expect(abs(XtermColors.contrast(0x00CD00, 0xFFFFFF) - 2.2) < 0.05, "xterm's green on white")
        #expect(abs(XtermColors.contrast(0x0000EE, 0x000000) - 2.2) < 0.1, "xterm's blue on black")
        #expect(XtermColors.rgb(196) == 0xFF0000)
        #expect(XtermColors.rgb(232) == 0x080808)
        #expect(XtermColors.rgb(12) == 0x5C5CFF)
    }

    @Test func additionsAndRemovalsHaveTheSameWeight() {
        for background in [TerminalBackground.dark, .light] {
            let entries = PaletteColors.entries(for: background)
            let added = entries.first { $0.style == .success }, removed = entries.first { $0.style == .removal }
            #expect(added?.bold == removed?.bold && added?.dim == removed?.dim && added?.underline == removed?.underline)
            #expect(added?.color256 != removed?.color256)
        }
    }

    @Test func starsAndThePreReleaseBadgeAreNotRedOnLight() {
        let warning = PaletteColors.entries(for: .light).first { $0.style == .warning }
        let error = PaletteColors.entries(for: .light).first { $0.style == .error }
        #expect(warning?.color256 != error?.color256)
    }

    @Test func aHighlightersColourTooFaintForTheBackgroundGivesWayToTheNearestReadableOne() {
        // GitHub Light's keyword #D73A49 is #D75F5F (3.7:1) in the cube.
        #expect(NearestTerminalColor.nearest(0xD73A49) == 167)
        let readable = NearestTerminalColor.readable(0xD73A49, on: 0xFFFFFF)
        #expect(XtermColors.contrast(XtermColors.rgb(Int(readable)), 0xFFFFFF) >= 4.5)
        #expect(readable != 167)
        #expect(NearestTerminalColor.readable(0xD73A49, on: 0x000000) == 167, "readable on black as it is")
        #expect(NearestTerminalColor.readable(0xD73A49, on: 0xFFFFFF, available: 8) == 1, "eight colours: nearest")
    }
}
