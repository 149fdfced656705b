import Entities
import FuzzScreenSupport
import TerminalUI
import TextCells

/// Fuzz target: what a terminal sends (bytes, some standing for keys ncurses decoded itself)
/// through `KeyStream` into a text field drawn on an in-memory surface, then into the repository
/// list (the root list, and one pushed with results) and the detail screen: their real Presenters
/// and ViewControllers over canned use cases, drawn at a size the input picks. Any input must come
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
            // The screens redraw as keys arrive: a few hundred keys say what thousands would, faster.
            screens(Array(keys.prefix(Self.screenKeyLimit)), size: ScreenHarness.size(for: bytes))
        }
    }

    /// How many of an input's keys go to the screens.
    static let screenKeyLimit = 128

    /// The keys through the root list, a list with results and the detail screen.
    @MainActor
    private static func screens(_ keys: [KeyPress], size: TerminalSize) {
        let canned = CannedUsecases()
        let delays = PendingDelays()
        ScreenHarness.exercise(ScreenHarness.list(searchUsecase: canned, search: nil, delays: delays),
                               keys: keys, size: size, delays: delays)
        ScreenHarness.exercise(ScreenHarness.list(searchUsecase: canned, search: RepositorySearch(query: "legit"),
                                                  delays: delays),
                               keys: keys, size: size, delays: delays)
        ScreenHarness.exercise(ScreenHarness.detail(repository: CannedUsecases.repository, detailUsecase: canned,
                                                    readmeUsecase: canned, languagesUsecase: canned),
                               keys: keys, size: size)
    }
}
