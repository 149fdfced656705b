/// The page numbers a `Link` response header points at (`rel="next"`, `rel="last"`, …).
public struct PageLinks: Equatable, Sendable {
    public var next: Int?
    public var last: Int?
    public var prev: Int?
    public var first: Int?

    public init(next: Int? = nil, last: Int? = nil, prev: Int? = nil, first: Int? = nil) {
        self.next = next
        self.last = last
        self.prev = prev
        self.first = first
    }
}
