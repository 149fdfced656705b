import Markdown

/// A link of a reading body put together from parts (a conversation's bodies, a release's notes
/// between its facts and assets): the body rows its text covers, where it leads, and which link of
/// the body it is.
public struct BodyLink: Equatable, ScreenLink {
    public var target: String
    public var destination: LinkDestination
    /// Which link of the body this is, whatever the width.
    public var source: Int
    public var rows: ClosedRange<Int>

    public init(target: String, destination: LinkDestination, source: Int, rows: ClosedRange<Int>) {
        self.target = target
        self.destination = destination
        self.source = source
        self.rows = rows
    }

    /// A link of a Markdown layout placed in the body: its lines moved down by `rowShift`, its
    /// index by `sourceShift` (the links of the parts before it).
    public init(_ link: BlockwiseLayout.Link, rowShift: Int, sourceShift: Int) {
        self.init(target: link.target, destination: link.destination, source: sourceShift + link.source,
                  rows: (link.firstLine + rowShift)...(max(link.firstLine, link.lastLine) + rowShift))
    }
}
