import Markdown

/// A README link in the laid-out body: the rows it covers and where it leads.
public struct LinkPlace: Equatable, Sendable {
    /// The link as the README wrote it (sanitized).
    public var target: String
    public var destination: LinkDestination
    /// Which link of the README this is (its index in the document's links), whatever the width.
    public var source: Int
    public var firstRow: Int
    public var lastRow: Int

    public init(target: String, destination: LinkDestination, source: Int, firstRow: Int, lastRow: Int) {
        self.target = target
        self.destination = destination
        self.source = source
        self.firstRow = firstRow
        self.lastRow = lastRow
    }
}
