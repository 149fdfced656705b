#if canImport(Glibc)
import Glibc
#endif
import Highlight
import RepositoryBrowsing
import TerminalUI
import TextCells

/// A file's lines as `ghbrowse cat` prints them on a terminal: numbered, tabs expanded, every
/// part sanitized, coloured by the highlighter's spans when there are any: in 24-bit colour with
/// `trueColor`, else in the 256-colour palette's nearest (as the browser draws them).
/// Written a few thousand lines at a time as they are highlighted, so a file of millions of lines
/// never sits whole in memory as text; the highlighter works within its budget (a line or the
/// rest of a file that would take too long is printed plain).
enum NumberedLines {
    /// Lines highlighted and written at a time.
    static let linesPerWrite = 4_096

    /// Writes `bytes` numbered to `write`, highlighted through `session` when there is one.
    static func write(_ bytes: [UInt8], session: HighlightSession?, styled: Bool, trueColor: Bool = false,
                      to write: (String) -> Void) {
        let lineCount = HighlightSession.countLines(bytes)
        let width = String(lineCount).count
        var start = 0
        var line = 0
        var escapes = StyleEscapes(trueColor: trueColor)
        while line < lineCount {
            let chunk = session.flatMap { $0.isComplete ? nil : $0.highlightNext(linesPerWrite) }
            let end = min(lineCount, line + max(chunk?.lines.count ?? 0, linesPerWrite))
            var text: [UInt8] = []
            text.reserveCapacity(min(bytes.count - start, 1 << 20) * 2 + (end - line) * (width + 16))
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
                           palette: chunk?.palette, styled: styled, escapes: &escapes, to: &text)
                    start = lineEnd + 1
                    line += 1
                }
            }
            write(String(decoding: text, as: UTF8.self))
        }
    }

    /// The whole text at once (tests).
    static func text(_ bytes: [UInt8], session: HighlightSession?, styled: Bool, trueColor: Bool = false) -> String {
        var text = ""
        write(bytes, session: session, styled: styled, trueColor: trueColor) { text += $0 }
        return text
    }

    static func append(line: ArraySlice<UInt8>, number: Int, width: Int, spans: [StyledSpan],
                               palette: HighlightPalette?, styled: Bool, escapes: inout StyleEscapes,
                               to text: inout [UInt8]) {
        if styled { text += [0x1B, UInt8(ascii: "["), UInt8(ascii: "2"), UInt8(ascii: "m")] }
        // The number right-aligned, written digit by digit (no String a line: a file of millions
        // of short lines spends its time here).
        var digits = 1
        var rest = number / 10
        while rest > 0 { digits += 1; rest /= 10 }
        for _ in digits..<max(width, digits) { text.append(UInt8(ascii: " ")) }
        let first = text.count
        text += repeatElement(UInt8(ascii: "0"), count: digits)
        var value = number
        for index in stride(from: first + digits - 1, through: first, by: -1) {
            text[index] = UInt8(ascii: "0") + UInt8(value % 10)
            value /= 10
        }
        text += Array(" │ ".utf8)
        if styled { text += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")] }
        if spans.isEmpty && line.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII without tabs or spans: the bytes as they are.
            text += line
        } else if line.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == UInt8(ascii: "\t") }) {
            appendASCII(line, spans: spans, palette: styled ? palette : nil, escapes: &escapes, to: &text)
        } else {
            let runs = StyledRuns.make(line, spans: spans.map {
                StyledRuns.Span(offset: Int($0.offset), length: Int($0.length), style: Int($0.style))
            })
            for run in runs {
                if let index = run.style, styled, let palette {
                    text += escapes.start(of: UInt16(clamping: index), in: palette)
                    text += run.text.utf8
                    text += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
                } else {
                    text += run.text.utf8
                }
            }
        }
        text.append(UInt8(ascii: "\n"))
    }

    /// A line of printable ASCII and tabs with its spans, written as `StyledRuns` would make
    /// and the loop above write its runs (the same spans kept, tabs to the same stops, a byte a
    /// cell), without a `String` a run: most source lines take this way.
    private static func appendASCII(_ line: ArraySlice<UInt8>, spans: [StyledSpan], palette: HighlightPalette?,
                                    escapes: inout StyleEscapes, to text: inout [UInt8]) {
        let tabWidth = min(max(TabExpansion.defaultWidth, 1), 32)
        let base = line.startIndex
        var column = 0
        func appendPlain(_ from: Int, _ to: Int) {
            for index in (base + from)..<(base + to) {
                let byte = line[index]
                if byte == UInt8(ascii: "\t") {
                    let spaces = tabWidth - column % tabWidth
                    text += repeatElement(UInt8(ascii: " "), count: spaces)
                    column += spaces
                } else {
                    text.append(byte)
                    column += 1
                }
            }
        }
        var offset = 0
        for span in spans {
            let from = Int(span.offset)
            let length = Int(span.length)
            // StyledRuns' rule: a span that overlaps the one before or leaves the line is ignored.
            guard length > 0, from >= offset, length <= line.count, from <= line.count - length else { continue }
            appendPlain(offset, from)
            if let palette {
                text += escapes.start(of: span.style, in: palette)
                appendPlain(from, from + length)
                text += [0x1B, UInt8(ascii: "["), UInt8(ascii: "0"), UInt8(ascii: "m")]
            } else {
                appendPlain(from, from + length)
            }
            offset = from + length
        }
        appendPlain(offset, line.count)
    }
}
