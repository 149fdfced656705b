/// Where `MarkdownLayout` writes a laid-out document: the screen's lines of styled runs
/// (`ScreenLinesOutput`), or the bytes a terminal is sent (`TerminalBytesOutput`). The layout
/// decides every line and every piece of text on it; an output only records them its way.
protocol LayoutOutput {
    /// The look of a span's text. Called for every span of a paragraph, heading or cell in reading
    /// order, so an output that numbers links numbers them in the order they are read.
    mutating func key(role: RunRole, style: SpanStyle, documentLink: Int?) -> RunKey

    /// A heading of these spans starts on the next line.
    mutating func heading(_ spans: [Span])

    /// A line starts.
    mutating func beginLine()

    /// A prefix's run (quote bar, list marker, code indent): never joined to the run before it.
    mutating func putPrefix(_ run: StyledRun)

    /// Text in the look `key`, joined to the run before it when that looks the same.
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>, _ key: RunKey)

    /// `count` spaces in the look `key`.
    mutating func putSpaces(_ count: Int, _ key: RunKey)

    /// The line ends.
    mutating func endLine()
}
