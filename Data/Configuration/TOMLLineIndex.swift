/// Where each key of a TOML text is written, for sentences that name the line: the parsed table
/// gives the values but not their places. Understands table headers (`[keys]`, `[keys.results]`),
/// bare and quoted keys and dotted keys; the first line that sets a key wins.
struct TOMLLineIndex {
    private var lines: [String: Int] = [:]

    init(_ text: String) {
        var table: [String] = []
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("[") {
                let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
                table = Self.keyPath(inner)
                for length in stride(from: 1, through: table.count, by: 1) where lines[Self.joined(Array(table.prefix(length)))] == nil {
                    lines[Self.joined(Array(table.prefix(length)))] = number
                }
                continue
            }
            guard let equals = Self.firstUnquoted("=", in: line) else { continue }
            let path = table + Self.keyPath(line[..<equals])
            if !path.isEmpty, lines[Self.joined(path)] == nil { lines[Self.joined(path)] = number }
        }
    }

    /// The line (from 1) that sets `path` (`["keys", "results", "move-down"]`), or of its table.
    func line(of path: [String]) -> Int? {
        var path = path
        while !path.isEmpty {
            if let line = lines[Self.joined(path)] { return line }
            path.removeLast()
        }
        return nil
    }

    private static func joined(_ path: [String]) -> String {
        path.joined(separator: "\u{1F}")
    }

    /// `a.b."c d"` → ["a", "b", "c d"]; a basic (double-quoted) key's escapes are decoded as
    /// the parser decodes them (`"move\u002Ddown"` is `move-down`).
    static func keyPath(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", character == "\\", index < text.endIndex {
                    current.unicodeScalars.append(contentsOf: unescaped(text, at: &index).unicodeScalars)
                } else {
                    current.append(character)
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "." {
                parts.append(current)
                current = ""
            } else if character != " " && character != "\t" {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.filter { !$0.isEmpty }
    }

    /// The escape after a `\` (`index` is past the backslash; it moves past the escape).
    private static func unescaped(_ text: Substring, at index: inout Substring.Index) -> String {
        let letter = text[index]
        index = text.index(after: index)
        switch letter {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "b": return "\u{8}"
        case "f": return "\u{C}"
        case "e": return "\u{1B}"
        case "u", "U":
            let digits = letter == "u" ? 4 : 8
            let end = text.index(index, offsetBy: digits, limitedBy: text.endIndex) ?? text.endIndex
            guard let value = UInt32(text[index..<end], radix: 16), let scalar = Unicode.Scalar(value) else {
                return String(letter)
            }
            index = end
            return String(Character(scalar))
        default: return String(letter)
        }
    }

    private static func firstUnquoted(_ wanted: Character, in text: Substring) -> Substring.Index? {
        var quote: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if open == "\"", character == "\\", text.index(after: index) < text.endIndex {
                    index = text.index(after: index) // an escaped character cannot close the key
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                return nil
            } else if character == wanted {
                return index
            }
            index = text.index(after: index)
        }
        return nil
    }
}
