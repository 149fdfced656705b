import TextCells

/// One run of a line ready to draw: safe text (tabs expanded, controls removed) and the index
/// of its style in the file's palette, nil for plain text.
public struct StyledRun: Equatable, Sendable {
    public var text: String
    public var style: Int?

    public init(text: String, style: Int?) {
        self.text = text
        self.style = style
    }
}

/// A source line's bytes and its highlighter spans (UTF-8 offsets) made into runs to draw:
/// tabs expanded to the tab stops the whole line sets (a span's tab lands where the line puts
/// it), every run sanitized; spans that overlap or fall outside the line are ignored.
public enum StyledRuns {
    /// One span as the highlighter gives it.
    public struct Span: Equatable, Sendable {
        public var offset: Int
        public var length: Int
        public var style: Int

        public init(offset: Int, length: Int, style: Int) {
            self.offset = offset
            self.length = length
            self.style = style
        }
    }

    /// `maxColumns`: the runs stop once they reach this many cells (the rest of a long line is
    /// never decoded, sanitized or measured: a screen shows only its width of it); the last run
    /// may reach past it.
    public static func make(_ line: ArraySlice<UInt8>, spans: [Span], tabWidth: Int = TabExpansion.defaultWidth,
                            maxColumns: Int = Int.max) -> [StyledRun] {
        let width = min(max(tabWidth, 1), 32)
        var runs: [StyledRun] = []
        var column = 0
        var offset = 0
        let base = line.startIndex
        func appendPiece(_ bytes: ArraySlice<UInt8>, to text: inout String) {
            for (index, part) in String(decoding: bytes, as: UTF8.self)
                .split(separator: "\t", omittingEmptySubsequences: false).enumerated() {
                if index > 0 {
                    let spaces = width - column % width
                    text += String(repeating: " ", count: spaces)
                    column += spaces
                }
                let safe = TextSanitizer.singleLine(String(part))
                text += safe
                column += DisplayWidth.of(safe)
            }
        }
        func append(_ bytes: ArraySlice<UInt8>, style: Int?) {
            guard !bytes.isEmpty, column < maxColumns else { return }
            var text = ""
            var rest = bytes
            while !rest.isEmpty && column < maxColumns {
                // A piece a little longer than the cells still wanted (a byte is at most a cell,
                // but a tab is more and a mark none), cut where a character starts.
                let wanted = maxColumns - column >= rest.count ? rest.count : maxColumns - column + 64
                var cut = rest.startIndex + min(rest.count, wanted)
                while cut < rest.endIndex && rest[cut] & 0xC0 == 0x80 { cut += 1 }
                appendPiece(rest[rest.startIndex..<cut], to: &text)
                rest = rest[cut...]
            }
            runs.append(StyledRun(text: text, style: style))
        }
        for span in spans where span.length > 0 && span.offset >= offset
            && span.offset <= line.count - min(span.length, line.count) {
            guard column < maxColumns else { break }
            append(line[(base + offset)..<(base + span.offset)], style: nil)
            append(line[(base + span.offset)..<(base + span.offset + span.length)], style: span.style)
            offset = span.offset + span.length
        }
        append(line[(base + offset)...], style: nil)
        return runs
    }
}
