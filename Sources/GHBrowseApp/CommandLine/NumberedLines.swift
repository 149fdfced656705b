#if canImport(Glibc)
import Glibc
#endif
import Highlight
import RepositoryBrowsing
import TextCells

/// A file's lines as `ghbrowse cat` prints them on a terminal: numbered, tabs expanded, every
/// part sanitized, coloured by the highlighter's spans (24-bit colour) when there are any.
/// Written a few thousand lines at a time as they are highlighted, so a file of millions of lines
/// never sits whole in memory as text; the highlighter works within its budget (a line or the
/// rest of a file that would take too long is printed plain).
enum NumberedLines {
    /// Lines highlighted and written at a time.
    static let linesPerWrite = 4_096

    /// Writes `bytes` numbered to `write`, highlighted through `session` when there is one.
    static func write(_ bytes: [UInt8], session: HighlightSession?, styled: Bool, to write: (String) -> Void) {
        let lineCount = HighlightSession.countLines(bytes)
        let width = String(lineCount).count
        var start = 0
        var line = 0
        while line < lineCount {
            let chunk = session.flatMap { $0.isComplete ? nil : $0.highlightNext(linesPerWrite) }
            let end = min(lineCount, line + max(chunk?.lines.count ?? 0, linesPerWrite))
            var text = ""
            text.reserveCapacity(min(bytes.count - start, 1 << 20) * 2)
            bytes.withUnsafeBufferPointer { buffer in
                while line < end {
                    var lineEnd = buffer.count
                    if let base = buffer.baseAddress, start < buffer.count,
                       let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                        lineEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    }
                    var contentEnd = lineEnd
                    if contentEnd > start && buffer[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
                    let spans = chunk.flatMap { chunk in
                        line - chunk.firstLine < chunk.lines.count && line >= chunk.firstLine
                            ? chunk.lines[line - chunk.firstLine] : nil
                    } ?? []
                    append(line: bytes[start..<contentEnd], number: line + 1, width: width, spans: spans,
                           palette: chunk?.palette, styled: styled, to: &text)
                    start = lineEnd + 1
                    line += 1
                }
            }
            write(text)
        }
    }

    /// The whole text at once (tests).
    static func text(_ bytes: [UInt8], session: HighlightSession?, styled: Bool) -> String {
        var text = ""
        write(bytes, session: session, styled: styled) { text += $0 }
        return text
    }

    private static func append(line: ArraySlice<UInt8>, number: Int, width: Int, spans: [StyledSpan],
                               palette: HighlightPalette?, styled: Bool, to text: inout String) {
        let digits = String(number)
        if styled { text += "\u{1B}[2m" }
        if digits.count < width { text += String(repeating: " ", count: width - digits.count) }
        text += digits
        text += " │ "
        if styled { text += "\u{1B}[0m" }
        let runs = StyledRuns.make(line, spans: spans.map {
            StyledRuns.Span(offset: Int($0.offset), length: Int($0.length), style: Int($0.style))
        })
        for run in runs {
            if let index = run.style, styled, let style = palette?[UInt16(clamping: index)] {
                text += sgr(style) + run.text + "\u{1B}[0m"
            } else {
                text += run.text
            }
        }
        text += "\n"
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
