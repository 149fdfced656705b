/// How a run of text looks. Each surface maps styles onto what it can show
/// (colours when available, otherwise bold, dim and reverse video).
public enum TextStyle: Sendable, Hashable {
    case normal
    case bold
    case dim
    /// Reverse video: the selected row of a list.
    case selected
    case title
    case accent
    case error
    case warning
    case success
    /// A removed line of a diff (`.success` is an added one): red, of the same weight.
    case removal
    /// A document heading; each level (1–6) looks different.
    case heading(Int)
    /// A link in a document, and the one selected (Tab) to be opened.
    case link
    case selectedLink
    /// A match of a text search (`/`), and the current one (`n`, `N` move it), marked more strongly.
    case findMatch
    case currentFindMatch
    /// Inline code and code blocks.
    case code
    /// The bar left of a quoted block.
    case quoteBar
    /// Document text with emphasis, strong, strikethrough or underline, alone or together.
    case prose(TextAttributes)
    /// A cell of a coloured bar (the language bar), in the colour `0xRRGGBB`; drawn as
    /// spaces on that background where the surface shows colour.
    case swatch(UInt32)
    /// Text in the colour `0xRRGGBB` (the terminal colour nearest it) on the terminal's own
    /// background, with attributes; without colour, the attributes alone.
    case colored(UInt32, TextAttributes)
    /// Text on the background `0xRRGGBB` (an issue's label, drawn in its own colour), in black or
    /// white, whichever reads better on it (`BadgeColors`); without colour, reverse video.
    case badge(UInt32)
}

/// Attributes document text can carry at once. Where the terminal cannot show one
/// (strikethrough in ncurses), the surface shows it another way (dim).
public struct TextAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = TextAttributes(rawValue: 1 << 0)
    public static let italic = TextAttributes(rawValue: 1 << 1)
    public static let underline = TextAttributes(rawValue: 1 << 2)
    public static let strikethrough = TextAttributes(rawValue: 1 << 3)
    public static let dim = TextAttributes(rawValue: 1 << 4)
}
