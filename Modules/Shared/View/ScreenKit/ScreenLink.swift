import ReadingLayout
import Markdown

/// A link of a document on a scrolling screen (a README, a release's notes): where it leads,
/// which link of the document it is whatever the width, and the body rows its text covers.
public protocol ScreenLink {
    /// The link as the document wrote it (sanitized).
    var target: String { get }
    var destination: LinkDestination { get }
    /// Its index in the document's links, the same at every width.
    var source: Int { get }
    /// The body rows it covers, in reading order.
    var rows: ClosedRange<Int> { get }
}

extension LinkPlace: ScreenLink {
    public var rows: ClosedRange<Int> { firstRow...max(firstRow, lastRow) }
}
