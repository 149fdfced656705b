/// A reference github.com links in a conversation's text and cmark-gfm does not: `#123`, `GH-123`,
/// `owner/repo#123`, a commit SHA of the repository, `@user`. Found by `TextReference.find`, each
/// whole word only, so that a colour (`#fff`), an anchor (`a#1`), an address (`me@host`), a path
/// (`a/b/c#1`) or a decimal number is left as written.
public struct TextReference: Equatable, Sendable {
    /// What a reference names.
    public enum Kind: Equatable, Sendable {
        /// An issue or pull request: of the text's own repository when `fullName` is nil.
        case issue(fullName: String?, number: Int)
        /// A commit of the text's own repository, by a full or short SHA (lowercase hex).
        case commit(sha: String)
        /// A GitHub account (a user or an organization), by its login.
        case user(login: String)
    }

    /// Where the reference starts, in characters of the text.
    public var start: Int
    /// Its length in characters.
    public var length: Int
    public var kind: Kind

    public init(start: Int, length: Int, kind: Kind) {
        self.start = start
        self.length = length
        self.kind = kind
    }

    /// The github.com address the reference names, `fullName` being the text's repository.
    public func webAddress(in fullName: String) -> String {
        switch kind {
        case .issue(let other, let number): return "https://github.com/\(other ?? fullName)/issues/\(number)"
        case .commit(let sha): return "https://github.com/\(fullName)/commit/\(sha)"
        case .user(let login): return "https://github.com/\(login)"
        }
    }

    /// The references in `characters`, in order, none overlapping. The rules:
    /// - `#123`, `GH-123`: a number of 1–9 ASCII digits, above 0, not glued to a word before or after;
    /// - `owner/repo#123`: an owner as GitHub allows one (letters, digits, `-`, up to 39) and a
    ///   repository name (letters, digits, `-`, `_`, `.`, up to 100) before the `#`;
    /// - a SHA: 7 to 40 lowercase hex characters as a whole word, holding a digit and a letter (so
    ///   `1234567` and `defaced` stay words);
    /// - `@user`: a login (letters, digits, inner `-`, up to 39) after a space or punctuation that is
    ///   not part of an address (`me@host`), not followed by `/` (a team, `@org/team`).
    public static func find(in characters: [Character]) -> [TextReference] {
        var found: [TextReference] = []
        var index = 0
        while index < characters.count {
            if let reference = reference(in: characters, at: index) {
                found.append(reference)
                index += max(reference.length, 1)
            } else {
                index += 1
            }
        }
        return found
    }

    /// The references in `text`.
    public static func find(in text: String) -> [TextReference] {
        mayHoldReference(text) ? find(in: Array(text)) : []
    }

    /// False when `text` cannot hold a reference: no `#`, no `@`, no `GH-` and no run of seven
    /// lowercase hex digits in its bytes. A pass over the UTF-8 with no `Character` made, so
    /// the plain text of a long conversation costs about a byte's look each (issue 26: finding
    /// references a character at a time was 45 % of a 500-comment conversation's cost).
    public static func mayHoldReference(_ text: String) -> Bool {
        var hexRun = 0
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "#"), UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "-") where previous == UInt8(ascii: "H") && beforePrevious == UInt8(ascii: "G"):
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"):
                hexRun += 1
                if hexRun >= 7 { return true }
            default:
                hexRun = 0
            }
            beforePrevious = previous
            previous = byte
        }
        return false
    }

    /// A reference starting exactly at `index`, if one does.
    private static func reference(in characters: [Character], at index: Int) -> TextReference? {
        let character = characters[index]
        guard character.isASCII else { return nil }
        if index > 0 {
            let before = characters[index - 1]
            if isWord(before) || "&/#@.-_:~".contains(before) { return nil }
        }
        if character == "#" { return number(in: characters, from: index + 1, start: index, fullName: nil) }
        if character == "@" { return user(in: characters, at: index) }
        if character == "G", index + 2 < characters.count, characters[index + 1] == "H", characters[index + 2] == "-",
           let issue = number(in: characters, from: index + 3, start: index, fullName: nil) {
            return issue
        }
        if let crossReference = crossReference(in: characters, at: index) { return crossReference }
        return sha(in: characters, at: index)
    }

    /// An issue number from `from`, the reference starting at `start`.
    private static func number(in characters: [Character], from: Int, start: Int, fullName: String?) -> TextReference? {
        var end = from
        while end < characters.count, isDigit(characters[end]), end - from < 10 { end += 1 }
        guard end > from, end - from <= 9, endsWord(characters, at: end),
              let number = Int(String(characters[from..<end])), number > 0 else { return nil }
        return TextReference(start: start, length: end - start, kind: .issue(fullName: fullName, number: number))
    }

    /// `owner/repo#123` starting at `index`.
    private static func crossReference(in characters: [Character], at index: Int) -> TextReference? {
        var slash = index
        while slash < characters.count, isLetterOrDigit(characters[slash]) || characters[slash] == "-", slash - index <= 39 {
            slash += 1
        }
        guard slash > index, slash - index <= 39, slash < characters.count, characters[slash] == "/" else { return nil }
        var hash = slash + 1
        while hash < characters.count, isNameCharacter(characters[hash]), hash - slash <= 101 { hash += 1 }
        guard hash > slash + 1, hash - slash - 1 <= 100, hash < characters.count, characters[hash] == "#" else { return nil }
        let owner = String(characters[index..<slash])
        let name = String(characters[(slash + 1)..<hash])
        guard name != ".", name != "..", !owner.hasPrefix("-") else { return nil }
        return number(in: characters, from: hash + 1, start: index, fullName: owner + "/" + name)
    }

    /// A SHA starting at `index`.
    private static func sha(in characters: [Character], at index: Int) -> TextReference? {
        var end = index
        while end < characters.count, isLowerHex(characters[end]), end - index <= 40 { end += 1 }
        let length = end - index
        guard (7...40).contains(length), endsWord(characters, at: end) else { return nil }
        let word = characters[index..<end]
        guard word.contains(where: isDigit), word.contains(where: { !isDigit($0) }) else { return nil }
        return TextReference(start: index, length: length, kind: .commit(sha: String(word)))
    }

    /// `@login` starting at `index` (the `@`).
    private static func user(in characters: [Character], at index: Int) -> TextReference? {
        var end = index + 1
        while end < characters.count, isLetterOrDigit(characters[end]) || characters[end] == "-", end - index <= 40 {
            end += 1
        }
        let login = characters[(index + 1)..<end]
        guard !login.isEmpty, login.count <= 39, login.first != "-", login.last != "-",
              endsWord(characters, at: end), end == characters.count || characters[end] != "/" else { return nil }
        return TextReference(start: index, length: end - index, kind: .user(login: String(login)))
    }

    /// True when the word ends at `end`: the text's end, or a character that cannot continue a
    /// word or a name (`.` only when no letter or digit follows it: `see abc1234.` but not `a1b2c3d.txt`).
    private static func endsWord(_ characters: [Character], at end: Int) -> Bool {
        guard end < characters.count else { return true }
        let after = characters[end]
        if isWord(after) || after == "-" || after == "_" || after == "@" || after == "#" { return false }
        if after == "." || after == "/" {
            return end + 1 >= characters.count || !isWord(characters[end + 1])
        }
        return true
    }

    private static func isWord(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        isLetterOrDigit(character) || character == "-" || character == "_" || character == "."
    }

    private static func isLowerHex(_ character: Character) -> Bool {
        character.isASCII && (isDigit(character) || ("a"..."f").contains(character))
    }
}
