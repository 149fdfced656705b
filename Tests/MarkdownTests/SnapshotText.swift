import Markdown
import TextCells

/// A laid-out document as reviewable text: each screen line as `|text|`, followed (when it
/// has styled runs) by a line listing them as `column+cells:style`.
enum SnapshotText {
    static func render(_ document: LaidOutDocument) -> String {
        var out = "width \(document.width), \(document.lines.count) lines, \(document.links.count) links\n"
        for (index, line) in document.lines.enumerated() {
            out += String(format: "%04d", index) + " |" + line.text + "|\n"
            var column = 0
            var notes: [String] = []
            for run in line.runs {
                let cells = cellCount(run.text)
                if let name = describe(run) { notes.append("\(column)+\(cells):\(name)") }
                column += cells
            }
            if !notes.isEmpty { out += "     " + notes.joined(separator: " ") + "\n" }
        }
        out += "links:\n"
        for (index, link) in document.links.enumerated() {
            let places = link.positions.map { "\($0.line):\($0.columns.lowerBound)-\($0.columns.upperBound)" }
            out += "  #\(index) \(destination(link.destination)) at \(places.joined(separator: ","))\n"
        }
        out += "anchors:\n"
        for (slug, line) in document.anchors.sorted(by: { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
            out += "  #\(slug) -> \(line)\n"
        }
        return out
    }

    private static func cellCount(_ text: String) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    private static func describe(_ run: StyledRun) -> String? {
        var parts: [String] = []
        switch run.role {
        case .body: break
        case .heading(let level): parts.append("h\(level)")
        case .codeBlock: parts.append("pre")
        case .image: parts.append("img")
        case .quoteBar: parts.append("bar")
        case .listMarker: parts.append("mark")
        case .tableBorder: parts.append("border")
        case .tableHeader: parts.append("th")
        case .rule: parts.append("rule")
        case .notice: parts.append("notice")
        case .alertBar(let kind): parts.append("alert-bar-\(kind)")
        case .alertTitle(let kind): parts.append("alert-\(kind)")
        }
        if run.style.contains(.emphasis) { parts.append("em") }
        if run.style.contains(.strong) { parts.append("b") }
        if run.style.contains(.strikethrough) { parts.append("s") }
        if run.style.contains(.code) { parts.append("code") }
        if let link = run.link { parts.append("a\(link)") }
        return parts.isEmpty ? nil : parts.joined(separator: ",")
    }

    private static func destination(_ destination: LinkDestination) -> String {
        switch destination {
        case .web(let url): return url
        case .anchor(let slug): return "#" + slug
        case .notOpenable(let scheme): return "not openable (\(scheme):)"
        case .unresolvable: return "unresolvable"
        }
    }
}
