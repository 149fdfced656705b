import Markdown
import Markdown
import TextCells

/// How `ghbrowse view` prints a README: laid out like the detail screen on a terminal (with a
/// few SGR styles unless `NO_COLOR`), or the file itself when standard output is not a terminal.
enum ReadmeOutput {
    /// The README laid out at `width`; with `styled`, headings, links, code and emphasis carry SGR
    /// styles, otherwise the text is plain and links are marked `[like this]`.
    static func rendered(_ document: MarkdownDocument, width: Int, styled: Bool) -> String {
        let laidOut = DocumentLayout.layout(styled ? document : LinkMarking.bracketed(document), width: max(width, 20))
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

    /// The file as it is, made safe: escape sequences and controls removed, tabs and line breaks kept.
    static func raw(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let safe = text.split(separator: "\t", omittingEmptySubsequences: false)
            .map { TextSanitizer.multiline(String($0)) }
            .joined(separator: "\t")
        return safe.isEmpty || safe.hasSuffix("\n") ? safe : safe + "\n"
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
