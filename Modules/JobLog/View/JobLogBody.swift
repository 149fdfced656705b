import JobLogPresenter
import Markdown
import PresentationKit
import ScreenKit
import TerminalUI
import TextCells

/// A folded group's header in the laid-out log: Tab selects it, Enter opens or folds it.
public struct JobLogGroupLink: Equatable, ScreenLink {
    public var target: String
    public var destination: LinkDestination
    public var source: Int
    public var rows: ClosedRange<Int>
}

/// The log at one width: one row per line shown (never wrapped: a long line is cut at the edge),
/// its timestamp dimmed unless hidden, SGR colours as styles, `##[error]` and `##[warning]`
/// lines marked, each group's header a link.
public struct JobLogBody: ReadableBody {
    let model: JobLogViewModel
    public let links: [JobLogGroupLink]

    public init(model: JobLogViewModel) {
        self.model = model
        var links: [JobLogGroupLink] = []
        if let document = model.document {
            for (row, index) in model.visible.enumerated() {
                guard let group = document.entries[index].opens else { continue }
                links.append(JobLogGroupLink(target: "group-\(group)", destination: .anchor("group-\(group)"), source: group,
                                             rows: row...row))
            }
        }
        self.links = links
    }

    public var rowCount: Int { model.visible.count }

    public func headingRow(_ anchor: String) -> Int? { nil }

    /// A row's position is the line it shows, whatever is folded above it.
    public func position(ofRow row: Int) -> Int { model.visible[safe: row] ?? 0 }

    public func row(showing position: Int) -> Int? {
        var low = 0, high = model.visible.count
        while low < high {
            let middle = (low + high) / 2
            if model.visible[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < model.visible.count ? low : nil
    }

    public func link(atRow row: Int, column: Int) -> Int? {
        links.firstIndex { $0.rows.contains(row) }
    }

    /// What `/` searches in row `row`: its runs as plain text, a long line whole.
    public func text(ofRow row: Int) -> String {
        RowText.of(runs(row, width: Int(Int32.max)))
    }

    /// The runs of row `row` at `width`.
    func runs(_ row: Int, width: Int) -> [ScreenRun] {
        guard let document = model.document, let index = model.visible[safe: row],
              let entry = document.entries[safe: index] else { return [] }
        var runs: [ScreenRun] = []
        var column = 1
        if model.showsTimestamps, !entry.timestamp.isEmpty {
            runs.append(ScreenRun(text: String(entry.timestamp), column: column, style: .dim))
            column += entry.timestamp.count + 1
        }
        let link = links.firstIndex { $0.source == entry.opens && entry.opens != nil }
        switch entry.marker {
        case .group:
            let open = entry.opens.map(model.openGroups.contains) ?? false
            runs.append(ScreenRun(text: open ? "▾ " : "▸ ", column: column, style: .accent, link: link))
            column += 2
        case .error:
            runs.append(ScreenRun(text: "✗ Error: ", column: column, style: .error))
            column += 9
        case .warning:
            runs.append(ScreenRun(text: "! Warning: ", column: column, style: .warning))
            column += 11
        default:
            break
        }
        for span in document.spans(index) where column < width {
            let text = TextLayout.truncate(span.text, toWidth: max(width - column, 1))
            runs.append(ScreenRun(text: text, column: column, style: Self.style(span.style, marker: entry.marker), link: link))
            column += DisplayWidth.of(text)
        }
        return runs
    }

    /// A span's look: its SGR colour and attributes, else the marker's (error red, warning
    /// yellow, a group's header bold).
    static func style(_ style: LogSpanStyle, marker: JobLogLine.Marker?) -> TextStyle {
        var attributes: TextAttributes = []
        if style.bold { attributes.insert(.bold) }
        if style.dim { attributes.insert(.dim) }
        if style.italic { attributes.insert(.italic) }
        if style.underline { attributes.insert(.underline) }
        if let color = style.color { return .colored(color, attributes) }
        switch marker {
        case .error: return .error
        case .warning: return .warning
        case .group: return .bold
        default: return attributes.isEmpty ? .normal : .prose(attributes)
        }
    }
}
