/// Keys from what the terminal sends, escape sequences put together (see `EscapeSequence`).
///
/// `next(reading:)` pulls items until it has a key; items read past a key's end are kept for
/// the next call. Pure apart from `read`, so the same code runs on ncurses and in tests.
public struct KeyStream: Sendable {
    private var pushedBack: [TerminalInput] = []

    public init() {}

    /// The next key, or nil once `read` has nothing more. Sequences to drop are skipped.
    public mutating func next(reading read: () -> TerminalInput?) -> KeyPress? {
        while let input = take(read) {
            switch input {
            case .decoded(let key):
                return key
            case .character(27):
                if let key = escape(read) { return key }
            case .character(let character):
                return KeyDecoder.decode(wideChar: character)
            }
        }
        return nil
    }

    /// Every key in `inputs`, in order (for tests and fuzzing).
    public static func keys(in inputs: [TerminalInput]) -> [KeyPress] {
        var stream = KeyStream()
        var remaining = inputs[...]
        var keys: [KeyPress] = []
        while let key = stream.next(reading: { remaining.popFirst() }) { keys.append(key) }
        return keys
    }

    /// Every key in a byte stream read as UTF-8 text (invalid bytes as U+FFFD), as a terminal
    /// with no keypad decoding would deliver it.
    public static func keys(inBytes bytes: [UInt8]) -> [KeyPress] {
        keys(in: String(decoding: bytes, as: UTF8.self).unicodeScalars.map { .character($0.value) })
    }

    private mutating func take(_ read: () -> TerminalInput?) -> TerminalInput? {
        pushedBack.isEmpty ? read() : pushedBack.removeFirst()
    }

    /// After an Esc: the key its sequence names, `.escape` for a lone Esc, or nil for a sequence dropped.
    private mutating func escape(_ read: () -> TerminalInput?) -> KeyPress? {
        var tail: [UInt32] = []
        while true {
            var parse = EscapeSequence.parse(tail[...])
            if parse == .incomplete {
                switch take(read) {
                case .character(let character)?:
                    tail.append(character)
                    continue
                case let other:
                    // Nothing more, or a key ncurses decoded: the sequence ends here.
                    if let other { pushedBack.insert(other, at: 0) }
                    parse = EscapeSequence.parseAtEnd(tail[...])
                }
            }
            switch parse {
            case .incomplete, .plainEscape:
                pushedBack.insert(contentsOf: tail.map(TerminalInput.character), at: 0)
                return .escape
            case .sequence(let length, let key):
                pushedBack.insert(contentsOf: tail.dropFirst(length).map(TerminalInput.character), at: 0)
                return key
            }
        }
    }
}
