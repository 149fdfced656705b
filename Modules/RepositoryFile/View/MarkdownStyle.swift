import Markdown
import TerminalUI

/// The terminal style of a laid-out Markdown run, as the README on the detail screen draws it.
enum MarkdownStyle {
    static func style(of run: StyledRun) -> TextStyle {
        if run.link != nil { return .link }
        switch run.role {
        case .heading(let level): return .heading(level)
        case .codeBlock: return .code
        case .image: return .dim
        case .quoteBar: return .quoteBar
        case .listMarker: return .accent
        case .tableBorder, .rule: return .dim
        case .tableHeader: return .prose(attributes(run.style).union(.bold))
        case .notice: return .warning
        case .body:
            if run.style.contains(.code) { return .code }
            let attributes = attributes(run.style)
            return attributes.isEmpty ? .normal : .prose(attributes)
        }
    }

    private static func attributes(_ style: SpanStyle) -> TextAttributes {
        var attributes: TextAttributes = []
        if style.contains(.strong) { attributes.insert(.bold) }
        if style.contains(.emphasis) { attributes.insert(.italic) }
        if style.contains(.strikethrough) { attributes.insert(.strikethrough) }
        return attributes
    }
}
