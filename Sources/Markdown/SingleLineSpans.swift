import TextCells

/// Spans that both layouts may keep on one line as they are: text that fits a width, with no line
/// break and no leading, trailing or doubled space (which wrapping drops or collapses). Most table
/// cells and short paragraphs are; the rest go through the word-wrapper.
enum SingleLineSpans {
    /// The width in cells of `spans` on one line, or nil when wrapping would change them.
    static func cells(_ spans: [Span], width: Int) -> Int? {
        var cells = 0
        var previousIsSpace = true // no leading space
        var hasText = false
        for span in spans {
            if span.isLineBreak { return nil }
            var text = span.text
            let simple = text.withUTF8 { utf8 -> Bool in
                var isASCII = true
                for byte in utf8 {
                    if byte == 0x20 {
                        if previousIsSpace { return false }
                        previousIsSpace = true
                    } else {
                        if byte >= 0x80 || byte < 0x20 || byte == 0x7F { isASCII = false }
                        previousIsSpace = false
                        hasText = true
                    }
                }
                cells += isASCII ? utf8.count : DisplayWidth.of(span.text)
                return true
            }
            if !simple || cells > width { return nil }
        }
        guard hasText, !previousIsSpace else { return nil }
        return cells
    }
}
