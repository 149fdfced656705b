/// How deeply a YAML text nests, found in one pass over its bytes before any YAML parser sees it:
/// Yams composes a document recursively, so a few thousand nested `[` (or `- - - …`, or ever
/// deeper indentation) overflow the stack. gh's `hosts.yml` nests four levels at most
/// (host → users → login → field); anything far deeper is refused unread.
///
/// The count errs on the deep side: flow brackets outside quotes and comments, plus the block
/// levels opened by indentation and by compact `- ` / `? ` markers at a line's start.
public enum YAMLNestingCheck {
    /// The deepest nesting `hosts.yml` may have.
    public static let maximumDepth = 32

    /// The first line (from 1) where the nesting passes `limit`, or nil when it never does.
    public static func lineBeyondLimit(_ bytes: [UInt8], limit: Int = maximumDepth) -> Int? {
        var scanner = Scanner(limit: limit)
        return scanner.scan(bytes)
    }

    private struct Scanner {
        let limit: Int
        var line = 1
        var flowDepth = 0
        var indents: [Int] = []

        init(limit: Int) {
            self.limit = limit
        }

        mutating func scan(_ bytes: [UInt8]) -> Int? {
            var start = 0
            while start <= bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                if let depth = depth(ofLine: bytes[start..<end]), depth > limit { return line }
                line += 1
                start = end + 1
            }
            return nil
        }

        /// The nesting reached on one line, or nil for a blank or comment line. Brackets count even
        /// inside quotes or after a `#`: a wrong guess about where a string or comment starts may
        /// only refuse a harmless file, never let a deep one through.
        private mutating func depth(ofLine text: ArraySlice<UInt8>) -> Int? {
            var index = text.startIndex
            while index < text.endIndex, text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") {
                index += 1
            }
            guard index < text.endIndex, text[index] != UInt8(ascii: "#"), text[index] != UInt8(ascii: "\r") else {
                return nil
            }
            let indent = index - text.startIndex
            while let last = indents.last, last >= indent { indents.removeLast() }
            indents.append(indent)
            // `- - - x` and `? ? x` open one level each on one line.
            var compact = 0
            while index + 1 < text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "?"),
                  text[index + 1] == UInt8(ascii: " ") {
                compact += 1
                index += 2
                while index < text.endIndex, text[index] == UInt8(ascii: " ") { index += 1 }
            }
            var deepest = flowDepth
            for byte in text[index...] {
                if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") {
                    flowDepth += 1
                    deepest = max(deepest, flowDepth)
                } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    flowDepth = max(0, flowDepth - 1)
                }
            }
            return indents.count + compact + deepest
        }
    }
}
