/// How a run of code looks: a colour and attributes from the theme, and what kind of code it is.
public struct SpanStyle: Hashable, Sendable {
    /// What KSyntaxHighlighting calls the default styles, for terminals without true colour
    /// (or `NO_COLOR`) to map onto their own few colours.
    public enum Kind: UInt16, Sendable {
        case normal, keyword, function, variable, controlFlow, `operator`, builtIn, `extension`, preprocessor
        case attribute, char, specialChar, string, verbatimString, specialString, `import`, dataType, decimal
        case baseN, float, constant, comment, documentation, annotation, commentVariable, regionMarker
        case information, warning, alert, others, error
    }

    /// 0xRRGGBB, or nil for the theme's normal text colour.
    public var foreground: UInt32?
    public var background: UInt32?
    public var bold: Bool
    public var italic: Bool
    public var underline: Bool
    public var kind: Kind

    public init(foreground: UInt32? = nil, background: UInt32? = nil, bold: Bool = false, italic: Bool = false,
                underline: Bool = false, kind: Kind = .normal) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.italic = italic
        self.underline = underline
        self.kind = kind
    }
}
