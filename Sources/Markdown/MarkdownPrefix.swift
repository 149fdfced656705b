/// Where a long Markdown README can be cut so that its start parses into the same first blocks as
/// the whole file: a screen can show the start at once and the whole when it is parsed.
///
/// A cut is safe after a blank line that is followed by a line starting in the first column with
/// something that is not a list marker or a quotation (so the blank line ends the top-level block
/// before it, not one item of a list), outside a fenced code block and outside an HTML block that
/// only its own end marker closes (`<pre>`, `<script>`, `<style>`, `<textarea>`, comments,
/// `<?`…`?>`, `<!X`…`>`, CDATA). What is not known from the start alone: link reference
/// definitions further down (`[text][ref]` shows as text until the whole is parsed).
public enum MarkdownPrefix {
    /// The byte offset of the first safe cut at or after `minimum` bytes (the start of the line
    /// after the blank one), or nil when there is none before the end.
    public static func safeCut(in bytes: [UInt8], atLeast minimum: Int) -> Int? {
        bytes.withUnsafeBufferPointer { safeCut(in: $0, atLeast: minimum) }
    }

    private static func safeCut(in bytes: UnsafeBufferPointer<UInt8>, atLeast minimum: Int) -> Int? {
        var fence: (byte: UInt8, length: Int)?
        var htmlEnd: [UInt8]?
        var previousBlank = false
        var start = 0
        let end = bytes.count
        while start < end {
            var lineEnd = start
            while lineEnd < end, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<lineEnd])
            let blank = isBlank(line)
            if let open = fence {
                if let close = fenceRun(line), close.byte == open.byte, close.length >= open.length,
                   isBlank(UnsafeBufferPointer(rebasing: line[(indent(line) + close.length)...])) {
                    fence = nil
                }
            } else if let marker = htmlEnd {
                if contains(line, marker) { htmlEnd = nil }
            } else {
                if previousBlank, start >= minimum, !blank, startsTopLevelBlock(line) {
                    return start
                }
                if let open = fenceRun(line), open.byte == UInt8(ascii: "~") || !line[indent(line)...].dropFirst(open.length).contains(UInt8(ascii: "`")) {
                    fence = open
                } else if let marker = htmlBlockEnd(line), !contains(UnsafeBufferPointer(rebasing: line[indent(line)...].dropFirst(2)), marker) {
                    htmlEnd = marker
                }
            }
            previousBlank = blank && fence == nil && htmlEnd == nil
            start = lineEnd + 1
        }
        return nil
    }

    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
    }

    /// Spaces before the line's first character, when 3 or fewer (else the line is indented code).
    private static func indent(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        while count < line.count, count < 4, line[count] == UInt8(ascii: " ") { count += 1 }
        return count
    }

    /// A run of three or more backticks or tildes after at most three spaces: a code fence.
    private static func fenceRun(_ line: UnsafeBufferPointer<UInt8>) -> (byte: UInt8, length: Int)? {
        let first = indent(line)
        guard first < 4, first < line.count else { return nil }
        let byte = line[first]
        guard byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        var length = 0
        while first + length < line.count, line[first + length] == byte { length += 1 }
        return length >= 3 ? (byte, length) : nil
    }

    /// A line in the first column that begins a new top-level block, not a list item, a quotation,
    /// a table's or a setext heading's continuation, or indented text.
    private static func startsTopLevelBlock(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first else { return false }
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"),
             UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ">"),
             UInt8(ascii: "|"), UInt8(ascii: "="), UInt8(ascii: "["):
            // `[` could be a link reference or footnote definition that belongs with what follows.
            return false
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            // `1.` or `1)` continues an ordered list.
            var index = 0
            while index < line.count, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9") { index += 1 }
            return !(index < line.count && (line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")")))
        default:
            return true
        }
    }

    /// For a line opening an HTML block that only its own marker closes, that marker.
    private static func htmlBlockEnd(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        let rest = Array(line[indent(line)...]).map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
        guard rest.first == UInt8(ascii: "<") else { return nil }
        func starts(_ text: String) -> Bool { rest.starts(with: Array(text.utf8)) }
        for tag in ["pre", "script", "style", "textarea"] where starts("<" + tag) {
            let after = rest.count > tag.count + 1 ? rest[tag.count + 1] : UInt8(ascii: " ")
            if after == UInt8(ascii: ">") || after == UInt8(ascii: " ") || after == UInt8(ascii: "\t") {
                return Array("</\(tag)>".utf8)
            }
        }
        if starts("<!--") { return Array("-->".utf8) }
        if starts("<?") { return Array("?>".utf8) }
        if starts("<![cdata[") { return Array("]]>".utf8) }
        if rest.count > 2, rest[1] == UInt8(ascii: "!"), rest[2] >= UInt8(ascii: "a"), rest[2] <= UInt8(ascii: "z") {
            return Array(">".utf8)
        }
        return nil
    }

    /// Whether `line` contains `marker`, ASCII letters compared without case.
    private static func contains(_ line: UnsafeBufferPointer<UInt8>, _ marker: [UInt8]) -> Bool {
        guard marker.count <= line.count else { return false }
        for start in 0...(line.count - marker.count) {
            var index = 0
            while index < marker.count {
                var byte = line[start + index]
                if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                if byte != marker[index] { break }
                index += 1
            }
            if index == marker.count { return true }
        }
        return false
    }
}
