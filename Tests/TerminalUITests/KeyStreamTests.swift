import TerminalUI
import XCTest

/// Keys arrive as the terminal sends them, whatever `TERM` says; unknown sequences vanish whole.
final class KeyStreamTests: XCTestCase {
    private func keys(_ text: String) -> [KeyPress] {
        KeyStream.keys(inBytes: Array(text.utf8))
    }

    func testHomeAndEndInEveryCommonForm() {
        // tmux, screen, PuTTY; rxvt; xterm (normal and application cursor mode); with modifiers.
        for home in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH", "\u{1B}[1;5H", "\u{1B}[7^", "\u{1B}[7$"] {
            XCTAssertEqual(keys(home), [.home], home.debugDescription)
        }
        for end in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF", "\u{1B}[1;2F", "\u{1B}[8^"] {
            XCTAssertEqual(keys(end), [.end], end.debugDescription)
        }
    }

    func testInsertDeletePagesAndArrows() {
        XCTAssertEqual(keys("\u{1B}[2~\u{1B}[3~\u{1B}[5~\u{1B}[6~"), [.insert, .delete, .pageUp, .pageDown])
        XCTAssertEqual(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"), [.up, .down, .right, .left])
        XCTAssertEqual(keys("\u{1B}[1;5A\u{1B}[3;2~\u{1B}[Z"), [.up, .delete, .backTab])
    }

    func testUnknownSequencesAreDroppedWholeNeverReadAsEscPlusLetters() {
        // F5, F1 (Linux console), an unknown final letter, a focus report, a long private sequence.
        let text = "a\u{1B}[15~b\u{1B}[[Ac\u{1B}[99zd\u{1B}[Ie\u{1B}[?1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16qf\u{1B}OPg"
        XCTAssertEqual(keys(text), "abcdefg".map(KeyPress.character))
    }

    func testAnEscapeOnItsOwnOrBeforeAKeyIsStillEsc() {
        XCTAssertEqual(keys("\u{1B}"), [.escape])
        XCTAssertEqual(keys("\u{1B}q"), [.escape, .character("q")])
        XCTAssertEqual(keys("\u{1B}\u{1B}[1~"), [.escape, .home])
        XCTAssertEqual(keys("\u{1B}O"), [.escape, .character("O")])
    }

    func testASequenceCutShortIsDroppedAndAStrayCharacterKept() {
        XCTAssertEqual(keys("\u{1B}[1"), [])
        XCTAssertEqual(keys("\u{1B}[1\rx"), [.enter, .character("x")])
    }

    func testKeypadInApplicationModeTypesItsCharacters() {
        XCTAssertEqual(keys("\u{1B}Op\u{1B}Oy\u{1B}On\u{1B}Ok\u{1B}OM"),
                       [.character("0"), .character("9"), .character("."), .character("+"), .enter])
    }

    func testKeysNcursesDecodedPassThroughAndEndASequence() {
        let inputs: [TerminalInput] = [.character(27), .character(UInt32(UInt8(ascii: "["))), .decoded(.up),
                                       .character(UInt32(UInt8(ascii: "x")))]
        XCTAssertEqual(KeyStream.keys(in: inputs), [.up, .character("x")])
        XCTAssertEqual(KeyStream.keys(in: [.character(27), .decoded(.resize)]), [.escape, .resize])
    }

    func testAKeyReadInPiecesIsPutTogether() {
        var stream = KeyStream()
        var queue: [TerminalInput] = [.character(27)]
        // Pieces arrive between reads: the stream asks again until the sequence ends.
        var pieces: [[TerminalInput]] = [[.character(UInt32(UInt8(ascii: "[")))], [.character(UInt32(UInt8(ascii: "4")))],
                                         [.character(UInt32(UInt8(ascii: "~")))]]
        let key = stream.next {
            if queue.isEmpty, !pieces.isEmpty { queue = pieces.removeFirst() }
            return queue.isEmpty ? nil : queue.removeFirst()
        }
        XCTAssertEqual(key, .end)
    }

    func testRandomByteStreamsNeverTrapAndKeepEveryPrintableCharacterOutsideSequences() {
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let alphabet: [UInt8] = Array("\u{1B}[O~;0123456789ABCDHFZabqxy \r\t\u{7F}".utf8) + [0xC3, 0xA9, 0xFF, 0x00]
        for _ in 0..<2_000 {
            let bytes = (0..<Int(next() % 40)).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let decoded = KeyStream.keys(inBytes: bytes)
            XCTAssertLessThanOrEqual(decoded.count, bytes.count)
            if !bytes.contains(0x1B) {
                XCTAssertEqual(decoded.count, String(decoding: bytes, as: UTF8.self).unicodeScalars.count)
            }
        }
    }
}
