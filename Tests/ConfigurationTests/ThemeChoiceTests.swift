import Configuration
import Testing

/// `--theme dark|light|auto`, COLORFGBG, and NO_COLOR winning.
@Suite struct ThemeChoiceTests {
    @Test func darkAndLightAreTakenAsSaid() {
        #expect(ThemeChoice.resolve(.dark, environment: ["COLORFGBG": "0;15"]) == .dark)
        #expect(ThemeChoice.resolve(.light, environment: ["COLORFGBG": "15;0"]) == .light)
    }

    @Test func autoReadsTheBackgroundFromCOLORFGBGsLastField() {
        for background in [0, 1, 2, 3, 4, 5, 6, 8] {
            #expect(ThemeChoice.resolve(.auto, environment: ["COLORFGBG": "15;\(background)"]) == .dark, "\(background)")
        }
        for background in [7, 9, 10, 11, 12, 13, 14, 15] {
            #expect(ThemeChoice.resolve(.auto, environment: ["COLORFGBG": "0;\(background)"]) == .light, "\(background)")
        }
        #expect(ThemeChoice.resolve(.auto, environment: ["COLORFGBG": "0;default;15"]) == .light, "rxvt's three fields")
    }

    @Test func autoWithoutAReadableCOLORFGBGAssumesDark() {
        for value in [nil, "", "15", "15;default", "15;16", "15;-1", "garbage"] as [String?] {
            var environment: [String: String] = [:]
            environment["COLORFGBG"] = value
            let expected: ResolvedTheme = value == "15" ? .light : .dark
            #expect(ThemeChoice.resolve(.auto, environment: environment) == expected, "\(String(describing: value))")
        }
    }

    @Test func noColorWinsOverEveryTheme() {
        for theme in AppConfiguration.Theme.allCases {
            #expect(ThemeChoice.resolve(theme, environment: ["NO_COLOR": "1", "COLORFGBG": "0;15"]) == .noColor)
        }
        #expect(ThemeChoice.resolve(.light, environment: ["NO_COLOR": ""]) == .light, "an empty NO_COLOR is unset")
    }

    @Test func autoAsksTheTerminalOnlyWhenCOLORFGBGSaysNothing() {
        var asked = 0
        let answersLight: () -> ResolvedTheme? = { asked += 1; return .light }
        #expect(ThemeChoice.resolve(.auto, environment: [:], askTerminal: answersLight) == .light, "xterm: no COLORFGBG")
        #expect(ThemeChoice.resolve(.auto, environment: ["COLORFGBG": "15;0"], askTerminal: answersLight) == .dark)
        #expect(ThemeChoice.resolve(.dark, environment: [:], askTerminal: answersLight) == .dark)
        #expect(ThemeChoice.resolve(.auto, environment: ["NO_COLOR": "1"], askTerminal: answersLight) == .noColor)
        #expect(asked == 1, "asked only where it decides")
        #expect(ThemeChoice.resolve(.auto, environment: [:], askTerminal: { nil }) == .dark, "no answer: dark")
    }
}
