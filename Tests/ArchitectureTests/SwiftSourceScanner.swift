/// A token of Swift source: an identifier or keyword (backticked ones keep their backticks)
/// or one punctuation character, with its 1-based line.
struct SourceToken: Equatable {
    var text: String
    var line: Int
}

/// Just enough Swift lexing for architecture rules: comments and string literals are blanked
/// out (so prose and messages never count as code), then the rest is cut into tokens.
enum SwiftSourceScanner {
    static func tokens(in source: String) -> [SourceToken] {
        let code = blankCommentsAndStrings(Array(source.utf8))
        var tokens: [SourceToken] = []
        var line = 1
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == 10 {
                line += 1
                index += 1
            } else if byte == 32 || byte == 9 || byte == 13 {
                index += 1
            } else if isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                let start = index
                let backticked = byte == UInt8(ascii: "`")
                index += 1
                while index < code.count, isIdentifierPart(code[index]) { index += 1 }
                if backticked, index < code.count, code[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(SourceToken(text: String(decoding: code[start..<index], as: UTF8.self), line: line))
            } else {
                tokens.append(SourceToken(text: String(UnicodeScalar(byte)), line: line))
                index += 1
            }
        }
        return tokens
    }

    /// The source with every comment and string literal replaced by spaces (newlines kept).
    static func blankCommentsAndStrings(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        func blank(_ range: Range<Int>) {
            for index in range where out[index] != 10 { out[index] = 32 }
        }
        var index = 0
        while index < bytes.count {
            if starts(bytes, at: index, with: "//") {
                var end = index
                while end < bytes.count, bytes[end] != 10 { end += 1 }
                blank(index..<end)
                index = end
            } else if starts(bytes, at: index, with: "/*") {
                let end = endOfBlockComment(bytes, from: index)
                blank(index..<end)
                index = end
            } else if bytes[index] == UInt8(ascii: "\"") || isRawStringStart(bytes, at: index) {
                let end = endOfString(bytes, from: index)
                blank(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return out
    }

    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            if starts(bytes, at: index, with: "/*") {
                depth += 1
                index += 2
            } else if starts(bytes, at: index, with: "*/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private static func isRawStringStart(_ bytes: [UInt8], at index: Int) -> Bool {
        var next = index
        while next < bytes.count, bytes[next] == UInt8(ascii: "#") { next += 1 }
        return next > index && next < bytes.count && bytes[next] == UInt8(ascii: "\"")
    }

    /// The index just past the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`),
    /// skipping over interpolations, which may hold strings of their own.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        let multiLine = starts(bytes, at: index, with: "\"\"\"")
        index += multiLine ? 3 : 1
        let closing = Array((multiLine ? "\"\"\"" : "\"").utf8) + Array(repeating: UInt8(ascii: "#"), count: hashes)
        let escape = [UInt8(ascii: "\\")] + Array(repeating: UInt8(ascii: "#"), count: hashes)
        while index < bytes.count {
            if starts(bytes, at: index, with: escape) {
                index += escape.count
                if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                    index = endOfInterpolation(bytes, from: index + 1)
                } else {
                    index += 1
                }
            } else if starts(bytes, at: index, with: closing) {
                return index + closing.count
            } else if bytes[index] == 10 && !multiLine {
                return index
            } else {
                index += 1
            }
        }
        return bytes.count
    }

    private static func endOfInterpolation(_ bytes: [UInt8], from start: Int) -> Int {
        var depth = 1
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || isRawStringStart(bytes, at: index) {
                index = endOfString(bytes, from: index)
                continue
            }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return bytes.count
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: String) -> Bool {
        starts(bytes, at: index, with: Array(prefix.utf8))
    }

    private static func starts(_ bytes: [UInt8], at index: Int, with prefix: [UInt8]) -> Bool {
        guard index + prefix.count <= bytes.count else { return false }
        for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
        return true
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
