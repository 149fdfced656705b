import TerminalUI
import TextCells

/// Fuzz target: what a terminal sends (bytes, some standing for keys ncurses decoded itself)
/// through `KeyStream` into a text field drawn on an in-memory surface. Any input must come
/// back without a trap, and a CSI sequence is never split into Esc plus `[` and letters.
public enum KeysFuzz {
    /// One input: any bytes. `0xFE k` stands for ncurses key code `0o400 + k` (KEY_DOWN, KEY_HOME, …).
    public static func run(_ bytes: [UInt8]) {
        var inputs: [TerminalInput] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            inputs += String(decoding: text, as: UTF8.self).unicodeScalars.map { .character($0.value) }
            text.removeAll()
        }
        while index < bytes.count {
            if bytes[index] == 0xFE, index + 1 < bytes.count {
                flushText()
                inputs.append(.decoded(KeyDecoder.decode(keyCode: 0o400 + Int32(bytes[index + 1]))))
                index += 2
            } else {
                text.append(bytes[index])
                index += 1
            }
        }
        flushText()

        let keys = KeyStream.keys(in: inputs)
        precondition(keys.count <= inputs.count, "more keys than inputs")
        // An Esc read on its own is followed by what came after it; only a second Esc can start a
        // sequence that is then dropped, leaving text behind it (ESC ESC [[~ [8~).
        let hasDoubleEscape = zip(bytes, bytes.dropFirst()).contains { $0 == 0x1B && $1 == 0x1B }
        if !hasDoubleEscape {
            for (key, next) in zip(keys, keys.dropFirst()) where key == .escape {
                precondition(next != .character("["), "a CSI sequence was split into Esc plus text")
            }
        }

        var field = TextFieldState()
        for case .character(let character) in keys { field.type(character) }
        let width = 1 + Int(bytes.first ?? 0) % 120
        MainActor.assumeIsolated {
            let surface = InMemorySurface(rows: 3, columns: width)
            _ = surface.put(field.text, row: 0, column: 0, maxWidth: width, style: .normal)
            _ = surface.put(GlyphSet.ascii.displayable(field.text), row: 1, column: 0, maxWidth: width, style: .normal)
            _ = surface.lines
        }
    }
}
