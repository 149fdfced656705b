import ReadingLayout
import Markdown
import PresentationKit
import TerminalUI

public extension TextStyle {
    /// How a run of a style role is drawn (the detail, a release, a Markdown file).
    init(_ role: DetailStyle) {
        switch role {
        case .normal: self = .normal
        case .dim: self = .dim
        case .warning: self = .warning
        case .title: self = .title
        case .accent: self = .accent
        case .link: self = .link
        case .code: self = .code
        case .quoteBar: self = .quoteBar
        case .alert(let kind): self = TextStyle(alert: kind)
        case .heading(let level): self = .heading(level)
        case .prose(let attributes): self = .prose(TextAttributes(attributes))
        case .swatch(let color): self = .swatch(color)
        case .status(let tone): self = TextStyle(statusTone: tone)
        }
    }
}

public extension TextStyle {
    /// github.com's alert colours in the palette's styles: note blue, tip green, important
    /// magenta, warning yellow, caution red.
    init(alert kind: AlertKind) {
        switch kind {
        case .note: self = .title
        case .tip: self = .success
        case .important: self = .heading(5)
        case .warning: self = .warning
        case .caution: self = .error
        }
    }
}

public extension TextAttributes {
    /// The terminal attributes of README emphasis.
    init(_ attributes: ProseAttributes) {
        self = []
        if attributes.contains(.bold) { insert(.bold) }
        if attributes.contains(.italic) { insert(.italic) }
        if attributes.contains(.strikethrough) { insert(.strikethrough) }
    }
}
