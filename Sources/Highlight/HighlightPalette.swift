/// The distinct styles of one file's spans, each stored once; a span names its style by index.
public struct HighlightPalette: Equatable, Sendable {
    public private(set) var styles: [SpanStyle] = []
    private var indices: [SpanStyle: UInt16] = [:]

    public init() {}

    /// The index of `style`, added if new (past 65,535 styles, the last one is reused).
    mutating func index(of style: SpanStyle) -> UInt16 {
        if let index = indices[style] { return index }
        guard styles.count < Int(UInt16.max) else { return UInt16(styles.count - 1) }
        let index = UInt16(styles.count)
        styles.append(style)
        indices[style] = index
        return index
    }

    public subscript(index: UInt16) -> SpanStyle {
        Int(index) < styles.count ? styles[Int(index)] : SpanStyle()
    }
}
