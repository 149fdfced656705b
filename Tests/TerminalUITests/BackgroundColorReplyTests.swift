import TerminalUI
import Testing

/// The terminal's answer to OSC 11 read into a background, for `--theme auto` on xterm.
@Suite struct BackgroundColorReplyTests {
    private func reply(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func whiteAndBlackAnswersPickLightAndDark() {
        #expect(BackgroundColorReply.background(in: reply("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\")) == .light)
        #expect(BackgroundColorReply.background(in: reply("\u{1B}]11;rgb:0000/0000/0000\u{07}")) == .dark, "BEL-ended")
        #expect(BackgroundColorReply.background(in: reply("\u{1B}]11;rgb:c0c0/c0c0/c0c0\u{1B}\\\u{1B}[?1;2c")) == .light,
                "tmux's answer for window-style bg=white, followed by the device attributes")
        #expect(BackgroundColorReply.background(in: reply("\u{1B}]11;rgb:1e/1e/2e\u{1B}\\")) == .dark, "two digits a channel")
        #expect(BackgroundColorReply.background(in: reply("\u{1B}]11;rgb:fdf6/e3e3/0000\u{1B}\\")) == .light, "Solarized-like")
    }

    @Test func channelsAreScaledToEightBits() {
        #expect(BackgroundColorReply.rgb(in: reply("\u{1B}]11;rgb:ffff/8080/0000\u{1B}\\")) == 0xFF_80_00)
        #expect(BackgroundColorReply.rgb(in: reply("\u{1B}]11;rgb:f/8/0\u{07}")) == 0xFF_88_00)
    }

    @Test func unreadableAnswersSayNothing() {
        for text in ["", "\u{1B}[?1;2c", "\u{1B}]11;rgb:ffff/ffff\u{1B}\\", "\u{1B}]11;rgb:gggg/0/0\u{07}",
                     "\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;rgb:ffff/ffff/ffff", "\u{1B}]11;#ffffff\u{07}",
                     "\u{1B}]11;rgb:+f/0/0\u{07}"] {
            #expect(BackgroundColorReply.background(in: reply(text)) == nil, "\(text.debugDescription)")
        }
    }

    @Test func theDeviceAttributesAnswerEndsTheWait() {
        #expect(TerminalBackgroundQuery.holdsDeviceAttributes(reply("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;22c")))
        #expect(!TerminalBackgroundQuery.holdsDeviceAttributes(reply("\u{1B}]11;rgb:0/0/0\u{07}\u{1B}[?62;2")))
    }
}
