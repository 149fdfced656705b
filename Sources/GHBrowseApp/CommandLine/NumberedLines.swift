import Highlight
import RepositoryBrowsing
import TextCells

/// A file's lines as `ghbrowse cat` prints them on a terminal: numbered, tabs expanded, every
/// part sanitized, coloured by the highlighter's spans (24-bit colour) when there are any.
enum NumberedLines {
    static func text(_ bytes: [UInt8], highlighted: HighlightChunk?, styled: Bool) -> String {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
        let width = String(lines.count).count
        var text = ""
        text.reserveCapacity(bytes.count * 2)
        for (index, rawLine) in lines.enumerated() {
            var line = Array(rawLine)
            if line.last == UInt8(ascii: "\r") { line.removeLast() }
            let number = String(index + 1)
            let gutter = String(repeating: " ", count: width - number.count) + number + " │ "
            text += styled ? "\u{1B}[2m" + gutter + "\u{1B}[0m" : gutter
            var column = 0
            let spans = highlighted.flatMap { chunk in
                index - chunk.firstLine < chunk.lines.count && index >= chunk.firstLine ? chunk.lines[index - chunk.firstLine] : nil
            } ?? []
            var offset = 0
            for span in spans where Int(span.offset) >= offset && Int(span.offset) + Int(span.length) <= line.count {
                text += segment(line[offset..<Int(span.offset)], column: &column)
                let piece = segment(line[Int(span.offset)..<Int(span.offset + span.length)], column: &column)
                if let style = highlighted?.palette[span.style], styled {
                    text += sgr(style) + piece + "\u{1B}[0m"
                } else {
                    text += piece
                }
                offset = Int(span.offset + span.length)
            }
            text += segment(line[offset...], column: &column) + "\n"
        }
        return text
    }

    /// Bytes of one line as safe text, tabs expanded from `column` (which moves on).
    private static func segment(_ bytes: ArraySlice<UInt8>, column: inout Int) -> String {
        guard !bytes.isEmpty else { return "" }
        var text = ""
        for part in String(decoding: bytes, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
            .enumerated() {
            if part.offset > 0 {
                let spaces = TabExpansion.defaultWidth - column % TabExpansion.defaultWidth
                text += String(repeating: " ", count: spaces)
                column += spaces
            }
            let safe = TextSanitizer.singleLine(String(part.element))
            text += safe
            column += DisplayWidth.of(safe)
        }
        return text
    }

    private static func sgr(_ style: SpanStyle) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if let color = style.foreground {
            codes.append("38;2;\((color >> 16) & 0xFF);\((color >> 8) & 0xFF);\(color & 0xFF)")
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
