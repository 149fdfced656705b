/// How deeply a TOML text nests, found in one pass over its bytes before it is parsed: TOMLKit
/// (toml++), which read `config.toml` before `TOMLParser`, took time quadratic in a key path's
/// length (`[a.a.a…]` with 8,000 parts took 11 s), and ghbrowse's own settings are three levels
/// deep at most (`keys.results.move-down`), so a deeper file is refused with one clear sentence.
///
/// A line's depth is its table header's parts, plus the parts of the dotted keys on it and the
/// arrays and inline tables open there; dots and brackets inside strings and comments do not count.
/// A float's `.` counts as a part, which only ever makes the count deeper.
enum TOMLNestingCheck {
    /// The deepest key path `config.toml` may have.
    static let maximumDepth = 8

    /// The first line (from 1) deeper than `limit`, with its depth; nil when none is.
    static func lineBeyondLimit(_ bytes: [UInt8], limit: Int = maximumDepth) -> (line: Int, depth: Int)? {
        var scanner = Scanner()
        return scanner.scan(bytes, limit: limit)
    }

    private struct Scanner {
        /// What the bytes being read belong to.
        enum Context: Equatable {
            case code, comment, basic, literal, multilineBasic, multilineLiteral
        }

        var context = Context.code
        var brackets = 0
        var headerParts = 0
        var line = 1

        mutating func scan(_ bytes: [UInt8], limit: Int) -> (line: Int, depth: Int)? {
            var index = 0
            var lineStart = true
            var lineDots = 0
            var lineDepth = 0
            var inHeader = false
            var escaped = false
            func starts(_ text: StaticString, at position: Int) -> Bool {
                let count = text.utf8CodeUnitCount
                guard position + count <= bytes.count else { return false }
                return (0..<count).allSatisfy { bytes[position + $0] == text.utf8Start[$0] }
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    if lineDepth > limit { return (line, lineDepth) }
                    line += 1
                    lineStart = true
                    lineDots = 0
                    lineDepth = 0
                    inHeader = false
                    if context == .comment || context == .basic || context == .literal { context = .code }
                    index += 1
                    continue
                }
                switch context {
                case .comment:
                    index += 1
                    continue
                case .basic, .multilineBasic:
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if context == .multilineBasic, starts("\"\"\"", at: index) {
                        context = .code
                        index += 3
                        continue
                    } else if context == .basic, byte == UInt8(ascii: "\"") {
                        context = .code
                    }
                    index += 1
                    continue
                case .literal, .multilineLiteral:
                    if context == .multilineLiteral, starts("'''", at: index) {
                        context = .code
                        index += 3
                        continue
                    }
                    if context == .literal, byte == UInt8(ascii: "'") { context = .code }
                    index += 1
                    continue
                case .code:
                    break
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                    index += 1
                    continue
                }
                if lineStart && brackets == 0 && byte == UInt8(ascii: "[") {
                    // A table header: its parts replace the previous header's.
                    inHeader = true
                    headerParts = 1
                    lineStart = false
                    index += starts("[[", at: index) ? 2 : 1
                    continue
                }
                lineStart = false
                switch byte {
                case UInt8(ascii: "#"):
                    context = .comment
                case UInt8(ascii: "\""):
                    if starts("\"\"\"", at: index) {
                        context = .multilineBasic
                        index += 2
                    } else {
                        context = .basic
                    }
                case UInt8(ascii: "'"):
                    if starts("'''", at: index) {
                        context = .multilineLiteral
                        index += 2
                    } else {
                        context = .literal
                    }
                case UInt8(ascii: "."):
                    if inHeader { headerParts += 1 } else { lineDots += 1 }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    brackets += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if inHeader {
                        inHeader = false
                    } else {
                        brackets = max(0, brackets - 1)
                    }
                default:
                    break
                }
                let keyParts = inHeader ? 0 : lineDots + 1
                lineDepth = max(lineDepth, headerParts + keyParts + brackets)
                index += 1
            }
            return lineDepth > limit ? (line, lineDepth) : nil
        }
    }
}
