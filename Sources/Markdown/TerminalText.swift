/// A laid-out document as text for a terminal: one line per screen line, trailing spaces
/// removed, with SGR styles (bold, underline, colours) when `styled`. What `ghbrowse view`
/// prints for a README on a terminal.
public enum TerminalText {
    /// The lines of `laidOut`, each ended by `\n`; with `styled`, every styled run is wrapped in
    /// `ESC[…m` … `ESC[0m`.
    public static func render(_ laidOut: LaidOutDocument, styled: Bool) -> String {
        var output = ""
        for line in laidOut.lines {
            var text = ""
            for run in line.runs {
                let codes = styled ? sgr(run) : []
                text += codes.isEmpty ? run.text : "\u{1B}[\(codes.joined(separator: ";"))m\(run.text)\u{1B}[0m"
            }
            output += trimmingTrailingSpaces(text) + "\n"
        }
        return output
    }

    /// SGR parameters for a run (the run's text is already sanitized by the Markdown target).
    private static func sgr(_ run: StyledRun) -> [String] {
        if run.link != nil { return ["4", "34"] }
        var codes: [String] = []
        switch run.role {
        case .heading(let level): codes = level <= 2 ? ["1", "36"] : ["1"]
        case .codeBlock: codes = ["33"]
        case .image, .tableBorder, .rule: codes = ["2"]
        case .quoteBar: codes = ["32"]
        case .tableHeader: codes = ["1"]
        case .notice: codes = ["1", "33"]
        case .listMarker, .body: break
        }
        if run.style.contains(.strong), !codes.contains("1") { codes.append("1") }
        if run.style.contains(.emphasis) { codes.append("3") }
        if run.style.contains(.strikethrough) { codes.append("9") }
        if run.style.contains(.code) { codes.append("33") }
        return codes
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
