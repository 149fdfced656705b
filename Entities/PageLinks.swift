/// The page numbers a `Link` response header points at that ghbrowse follows (`rel="next"`, `rel="last"`).
public struct PageLinks: Equatable, Sendable {
    public var next: Int?
    public var last: Int?

    public init(next: Int? = nil, last: Int? = nil) {
        self.next = next
        self.last = last
    }
}
