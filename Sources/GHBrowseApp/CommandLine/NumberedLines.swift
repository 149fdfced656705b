import Highlight
import RepositoryBrowsing
import TerminalUI
import TextCells

/// A file's lines as `ghbrowse cat` prints them on a terminal: numbered, tabs expanded, every
/// part sanitized, coloured by the highlighter's spans when there are any: in 24-bit colour with
/// `trueColor`, else in the 256-colour palette's nearest (as the browser draws them).
enum NumberedLines {
    static func text(_ bytes: [UInt8], highlighted: HighlightChunk?, styled: Bool, trueColor: Bool = false) -> String {
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
            let spans = highlighted.flatMap { chunk in
                index - chunk.firstLine < chunk.lines.count && index >= chunk.firstLine ? chunk.lines[index - chunk.firstLine] : nil
            } ?? []
            let runs = StyledRuns.make(line[...], spans: spans.map {
                StyledRuns.Span(offset: Int($0.offset), length: Int($0.length), style: Int($0.style))
            })
            for run in runs {
                if let index = run.style, styled, let style = highlighted?.palette[UInt16(clamping: index)] {
                    text += sgr(style, trueColor: trueColor) + run.text + "\u{1B}[0m"
                } else {
                    text += run.text
                }
            }
            text += "\n"
        }
        return text
    }

    private static func sgr(_ style: SpanStyle, trueColor: Bool) -> String {
        var codes: [String] = []
        if style.bold { codes.append("1") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if let color = style.foreground {
            codes.append(trueColor ? "38;2;\((color >> 16) & 0xFF);\((color >> 8) & 0xFF);\(color & 0xFF)"
                             : "38;5;\(NearestTerminalColor.nearest(UInt32(color)))")
        }
        return codes.isEmpty ? "" : "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}
