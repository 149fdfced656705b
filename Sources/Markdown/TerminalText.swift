/// A laid-out document as text for a terminal: one line per screen line, trailing spaces
/// removed, with SGR styles (bold, underline, colours) when `styled`. What `ghbrowse view`
/// prints for a README on a terminal.
///
/// Built as UTF-8 bytes in one buffer (no string is appended to), with each style's escape
/// sequence made once.
public enum TerminalText {
    /// `document` laid out at `width` and rendered (what `ghbrowse view` prints): the one layout
    /// (`MarkdownLayout`) written straight into bytes (no screen lines, no link places), the same
    /// text as `render(_:styled:)` of `DocumentLayout.layout(document, width:)`.
    public static func render(_ document: MarkdownDocument, width: Int, styled: Bool) -> String {
        let output = MarkdownLayout.layout(document, width: width, into: TerminalBytesOutput(styled: styled, capacity: 0))
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The lines of `laidOut`, each ended by `\n`; with `styled`, every styled run is wrapped in
    /// `ESC[…m` … `ESC[0m`.
    public static func render(_ laidOut: LaidOutDocument, styled: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(laidOut.lines.count * (laidOut.width / 2 + 8))
        // The escape sequence of each look (role, style, link), made on first use.
        var sequences = [[UInt8]?](repeating: nil, count: StyledRun.styleKeyCount)
        let reset: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m
        for line in laidOut.lines {
            let lineStart = output.count
            for run in line.runs {
                var text = run.text
                guard styled else {
                    text.withUTF8 { output.append(contentsOf: $0) }
                    continue
                }
                let key = run.styleKey
                let sequence: [UInt8]
                if let known = sequences[key] {
                    sequence = known
                } else {
                    let codes = sgr(role: run.role, style: run.style, isLink: run.link != nil)
                    sequence = codes.isEmpty ? [] : Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
                    sequences[key] = sequence
                }
                if sequence.isEmpty {
                    text.withUTF8 { output.append(contentsOf: $0) }
                } else {
                    output.append(contentsOf: sequence)
                    text.withUTF8 { output.append(contentsOf: $0) }
                    output.append(contentsOf: reset)
                }
            }
            while output.count > lineStart, output[output.count - 1] == 0x20 { output.removeLast() }
            output.append(0x0A)
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// github.com's alert colours in the basic palette: blue, green, magenta, yellow, red.
    static func alertColor(_ kind: AlertKind) -> String {
        switch kind {
        case .note: return "34"
        case .tip: return "32"
        case .important: return "35"
        case .warning: return "33"
        case .caution: return "31"
        }
    }

    /// SGR parameters for a run (the run's text is already sanitized by the Markdown target).
    static func sgr(role: RunRole, style: SpanStyle, isLink: Bool) -> [String] {
        if isLink { return ["4", "34"] }
        var codes: [String] = []
        switch role {
        case .heading(let level): codes = level <= 2 ? ["1", "36"] : ["1"]
        case .codeBlock: codes = ["33"]
        case .image, .tableBorder, .rule: codes = ["2"]
        case .quoteBar: codes = ["32"]
        case .tableHeader: codes = ["1"]
        case .notice: codes = ["1", "33"]
        case .alertBar(let kind): codes = [alertColor(kind)]
        case .alertTitle(let kind): codes = ["1", alertColor(kind)]
        case .listMarker, .body: break
        }
        if style.contains(.strong), !codes.contains("1") { codes.append("1") }
        if style.contains(.emphasis) { codes.append("3") }
        if style.contains(.strikethrough) { codes.append("9") }
        if style.contains(.code) { codes.append("33") }
        return codes
    }
}
