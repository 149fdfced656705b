/// A piece of a log line in one look: its text (sanitized: no control, no escape sequence) and
/// the SGR attributes it was written with.
public struct LogSpan: Equatable, Sendable {
    public var text: String
    public var style: LogSpanStyle

    public init(text: String, style: LogSpanStyle = LogSpanStyle()) {
        self.text = text
        self.style = style
    }
}

/// What SGR (`ESC [ … m`) set: a foreground colour as `0xRRGGBB`, bold, dim, italic, underline.
public struct LogSpanStyle: Equatable, Sendable {
    public var color: UInt32?
    public var bold = false
    public var dim = false
    public var italic = false
    public var underline = false

    public init(color: UInt32? = nil, bold: Bool = false, dim: Bool = false, italic: Bool = false, underline: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
    }

    public var isPlain: Bool { self == LogSpanStyle() }
}
