/// The characters a terminal can show: everything in a UTF-8 locale, ASCII only otherwise
/// (`LANG=C`). Views and Presenters that pick a symbol (`★`, `…`, `·`, `─`, `›`) can ask
/// `symbol(_:)`; the terminal surface passes every text through `displayable(_:)`, so a screen
/// drawn for Unicode still reads in ASCII, column for column.
public enum GlyphSet: Sendable, Equatable {
    case unicode
    case ascii

    /// `symbol` itself, or its one-cell ASCII stand-in (`★` → `*`, `…` → `~`, `─` → `-`).
    public func symbol(_ symbol: Character) -> Character {
        guard self == .ascii, !symbol.isASCII else { return symbol }
        return Self.standIns[symbol] ?? "?"
    }

    /// `text` as this set can show it: in ASCII, each other character becomes its stand-in or
    /// `?`, padded with spaces to the cells it would have taken, so columns stay where they were.
    public func displayable(_ text: String) -> String {
        guard self == .ascii, !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isASCII {
                result.append(character)
                continue
            }
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            result.append(symbol(character))
            result.append(String(repeating: " ", count: width - 1))
        }
        return result
    }

    /// One-cell stand-ins for the symbols ghbrowse draws and the box and arrow characters of READMEs.
    private static let standIns: [Character: Character] = [
        "★": "*", "☆": "*", "…": "~", "·": "-", "•": "*", "─": "-", "━": "-", "═": "=", "│": "|", "┃": "|",
        "┼": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+", "┌": "+", "┐": "+", "└": "+", "┘": "+",
        "›": ">", "‹": "<", "»": ">", "«": "<", "→": ">", "←": "<", "↑": "^", "↓": "v", "▲": "^", "▼": "v",
        "█": "#", "▌": "#", "▐": "#", "░": ":", "▒": ":", "▓": "#", "■": "#",
        "—": "-", "–": "-", "‘": "'", "’": "'", "“": "\"", "”": "\"", "✓": "x", "✔": "x", "✗": "x",
        "\u{00A0}": " ",
    ]
}
