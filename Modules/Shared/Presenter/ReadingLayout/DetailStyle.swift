import Markdown
import PresentationKit

/// What a run of the detail body is, for the View to draw in a terminal style of its choosing:
/// a role, not a colour or an attribute of any terminal library.
public enum DetailStyle: Equatable, Sendable {
    case normal
    /// Labels, the language legend, images, rules and table borders.
    case dim
    /// Flags (ARCHIVED, FORK) and README notices.
    case warning
    /// The README's title rule.
    case title
    /// List markers.
    case accent
    /// A README link (the View draws the selected one its own way).
    case link
    /// Code: blocks and spans.
    case code
    /// A quotation's bar.
    case quoteBar
    /// A GitHub alert's bar and title, in its kind's colour.
    case alert(AlertKind)
    /// A README heading of a level (1…6).
    case heading(Int)
    /// README prose with emphasis.
    case prose(ProseAttributes)
    /// A cell of the language bar in the colour `0xRRGGBB`.
    case swatch(UInt32)
    /// A sentence in the README's place (loading, none, a failure), in its tone.
    case status(StatusTone)
}

/// Emphasis that README prose can carry at once.
public struct ProseAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = ProseAttributes(rawValue: 1 << 0)
    public static let italic = ProseAttributes(rawValue: 1 << 1)
    public static let strikethrough = ProseAttributes(rawValue: 1 << 2)
}
