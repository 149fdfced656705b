import Testing
import TerminalUI

/// Records the control strings a terminal was sent.
@MainActor
private final class ControlStringSpy: TerminalControlWriting {
    var sent: [[UInt8]] = []
    func writeControlString(_ bytes: [UInt8]) -> Bool {
        sent.append(bytes)
        return true
    }
}

/// OSC 52 (issue 29): the sequence, who takes it, and nothing sent to a terminal that does not.
@MainActor
@Suite struct TerminalClipboardTests {
    @Test func base64IsRFC4648WithPadding() {
        #expect(String(decoding: ClipboardSequence.base64(Array("".utf8)), as: UTF8.self) == "")
        #expect(String(decoding: ClipboardSequence.base64(Array("f".utf8)), as: UTF8.self) == "Zg==")
        #expect(String(decoding: ClipboardSequence.base64(Array("fo".utf8)), as: UTF8.self) == "Zm8=")
        #expect(String(decoding: ClipboardSequence.base64(Array("foobar".utf8)), as: UTF8.self) == "Zm9vYmFy")
        #expect(String(decoding: ClipboardSequence.base64([0xFF, 0xFE, 0x00]), as: UTF8.self) == "//4A")
    }

    @Test func theSequenceCarriesOnlyBase64BetweenItsFrame() {
        let bytes = ClipboardSequence.osc52("https://github.com/o/r\u{1B}]0;x\u{07}")
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}]52;c;"))
        #expect(text.hasSuffix("\u{1B}\\"))
        let payload = bytes.dropFirst(7).dropLast(2)
        #expect(payload.allSatisfy { $0 >= 0x2B && $0 < 0x7F && $0 != 0x5C })
    }

    @Test func aTerminalTakesItByItsEntryOrItsName() {
        #expect(ClipboardSupport.accepts(term: "xterm-256color", insideTmux: false, hasMsCapability: false))
        #expect(ClipboardSupport.accepts(term: "weird", insideTmux: false, hasMsCapability: true))
        #expect(ClipboardSupport.accepts(term: "screen-256color", insideTmux: true, hasMsCapability: false))
        #expect(!ClipboardSupport.accepts(term: "screen-256color", insideTmux: false, hasMsCapability: false))
        #expect(!ClipboardSupport.accepts(term: "linux", insideTmux: false, hasMsCapability: false))
        #expect(!ClipboardSupport.accepts(term: "dumb", insideTmux: true, hasMsCapability: false))
        #expect(!ClipboardSupport.accepts(term: nil, insideTmux: false, hasMsCapability: false))
    }

    @Test func anUnavailableClipboardSendsNothing() {
        let terminal = ControlStringSpy()
        #expect(!TerminalClipboard(terminal: terminal, isAvailable: false).copy("https://github.com"))
        #expect(terminal.sent.isEmpty)
        #expect(TerminalClipboard(terminal: terminal, isAvailable: true).copy("hi"))
        #expect(terminal.sent == [Array("\u{1B}]52;c;aGk=\u{1B}\\".utf8)])
    }
}
