/// A run of one line in one style: UTF-8 byte offset and length, and the index of its style in
/// the file's `HighlightPalette` (12 bytes a span, so a 10,000-line file's spans stay small).
public struct StyledSpan: Equatable, Sendable {
    public var offset: UInt32
    public var length: UInt32
    public var style: UInt16

    public init(offset: UInt32, length: UInt32, style: UInt16) {
        self.offset = offset
        self.length = length
        self.style = style
    }
}
