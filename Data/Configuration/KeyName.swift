/// A key as `config.toml` names it (`"j"`, `"ctrl-n"`, `"enter"`, `"esc"`, `"pgdn"`, `"f1"`,
/// `"shift-tab"`, `"space"`): a small value the key tables map onto the terminal's key presses.
public enum KeyName: Hashable, Sendable {
    /// One printable character, case-sensitive (`"S"` is not `"s"`); `"space"` is `" "`.
    case character(Character)
    /// Ctrl and a letter, kept in lower case (`"ctrl-N"` is `.control("n")`).
    case control(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, pageUp, pageDown, home, end
    /// F1 to F12.
    case function(Int)

    /// The names that stand for one key, compared without regard to case.
    private static let named: [String: KeyName] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab,
        "shift-tab": .backTab, "backtab": .backTab, "backspace": .backspace, "bs": .backspace,
        "delete": .delete, "del": .delete, "up": .up, "down": .down, "left": .left, "right": .right,
        "pgup": .pageUp, "pageup": .pageUp, "page-up": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
        "page-down": .pageDown, "home": .home, "end": .end, "space": .character(" "),
    ]

    /// Parses a key name; nil when it names no key.
    public init?(parsing text: String) {
        if text.count == 1, let character = text.first {
            guard character.unicodeScalars.allSatisfy({ $0.value >= 0x21 && $0.value != 0x7F
                && !(0x80...0x9F).contains($0.value) }) else { return nil }
            self = .character(character)
            return
        }
        let lowered = text.lowercased()
        if let key = Self.named[lowered] {
            self = key
            return
        }
        for prefix in ["ctrl-", "c-", "^"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            self = .control(letter)
            return
        }
        if lowered.hasPrefix("f"), let number = Int(lowered.dropFirst()), (1...12).contains(number),
           String(number) == lowered.dropFirst() {
            self = .function(number)
            return
        }
        return nil
    }

    /// The canonical spelling, as `ghbrowse config` prints it and `init(parsing:)` reads it back.
    public var name: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .control(let letter): return "ctrl-\(letter)"
        case .enter: return "enter"
        case .escape: return "esc"
        case .tab: return "tab"
        case .backTab: return "shift-tab"
        case .backspace: return "backspace"
        case .delete: return "delete"
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .pageUp: return "pgup"
        case .pageDown: return "pgdn"
        case .home: return "home"
        case .end: return "end"
        case .function(let number): return "f\(number)"
        }
    }
}
