import DetailLayout
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
        case .heading(let level): self = .heading(level)
        case .prose(let attributes): self = .prose(TextAttributes(attributes))
        case .swatch(let color): self = .swatch(color)
        case .status(let tone): self = TextStyle(statusTone: tone)
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
