/// A document laid out at one width one top-level block at a time, for a screen that shows a
/// window of it: it knows how many lines every block takes, where every link and heading is,
/// but keeps the lines of only the few blocks drawn last. A long README then costs its document
/// and a few numbers per block, not every laid-out line (see `Benchmarks/readme.sh`).
///
/// Lines are numbered across the document with one blank line between blocks, as
/// `DocumentLayout` puts them. Not thread-safe: one screen owns it.
public final class BlockwiseLayout {
    /// A line of the document: its runs, the block it belongs to and how far into it.
    public struct Line {
        public var screenLine: ScreenLine
        /// The top-level block the line shows.
        public var block: Int
        /// Characters of the block's words (not bars, markers or borders) before this line; -1 for
        /// the blank line before a block.
        public var offset: Int
        /// Added to a run's `link` gives its index in `links`.
        public var linkBase: Int
    }

    /// A link with the lines it covers.
    public struct Link: Equatable, Sendable {
        public var target: String
        public var destination: LinkDestination
        /// The link's index in the document's `links`: which link of the README this is, whatever the
        /// width (two links to one address are two links).
        public var source: Int
        public var firstLine: Int
        public var lastLine: Int
    }

    /// One block laid out: its lines and the reading offset of each.
    private struct LaidOutBlock {
        var index: Int
        var lines: [ScreenLine]
        var offsets: [Int]
    }

    public let width: Int
    /// Lines in all, separators included.
    public let lineCount: Int
    /// Every link in reading order.
    public let links: [Link]
    /// Heading slugs, made unique the way GitHub does (`usage`, `usage-1`), to their first line.
    public let anchors: [String: Int]
    private let document: MarkdownDocument
    private let transform: (Block) -> Block
    /// The first line of each block.
    private let starts: [Int]
    /// The first link (in `links`) of each block.
    private let linkBases: [Int]
    /// The blocks laid out last, most recent last: at least the latest one, and no more than
    /// `recentLineLimit` lines in all (a few screens, so drawing one never lays a block out twice).
    private var recent: [LaidOutBlock] = []
    private static let recentLineLimit = 512

    /// Lays every block of `document` out once at `width` (after `transform`, such as marking
    /// links without colour) to count its lines and place its links and headings, keeping none.
    public init(_ document: MarkdownDocument, width: Int, transform: @escaping (Block) -> Block = { $0 }) {
        self.document = document
        self.transform = transform
        self.width = max(1, width)
        var starts: [Int] = [], linkBases: [Int] = [], links: [Link] = [], anchors: [String: Int] = [:]
        var slugger = HeadingSlugger()
        var line = 0
        starts.reserveCapacity(document.blocks.count)
        linkBases.reserveCapacity(document.blocks.count)
        for (index, block) in document.blocks.enumerated() {
            if index > 0 { line += 1 }
            let laidOut = DocumentLayout.layout(MarkdownDocument(blocks: [transform(block)], links: document.links),
                                                width: self.width, slugger: &slugger)
            starts.append(line)
            linkBases.append(links.count)
            for link in laidOut.links {
                let lines = link.positions.map(\.line)
                links.append(Link(target: link.target, destination: link.destination, source: link.source,
                                  firstLine: line + (lines.min() ?? 0), lastLine: line + (lines.max() ?? 0)))
            }
            for (slug, first) in laidOut.anchors {
                anchors[slug] = line + first
            }
            line += laidOut.lines.count
        }
        lineCount = line
        self.starts = starts
        self.linkBases = linkBases
        self.links = links
        self.anchors = anchors
    }

    /// Line `index` (0 ..< `lineCount`), laying its block out if it is not among the recent ones.
    public func line(_ index: Int) -> Line? {
        guard index >= 0, index < lineCount, !starts.isEmpty else { return nil }
        let block = blockIndex(containing: index)
        let inBlock = index - starts[block]
        if inBlock < 0 {
            return Line(screenLine: ScreenLine(runs: []), block: block, offset: -1, linkBase: linkBases[block])
        }
        let laidOut = laidOutBlock(block)
        guard inBlock < laidOut.lines.count else { return nil }
        return Line(screenLine: laidOut.lines[inBlock], block: block, offset: laidOut.offsets[inBlock],
                    linkBase: linkBases[block])
    }

    /// The last line of `block` that starts at or before `offset` characters into it (its blank
    /// separator for -1); the last line for a block past the end.
    public func nearestLine(block: Int, offset: Int) -> Int {
        guard !starts.isEmpty else { return 0 }
        guard block < starts.count else { return max(lineCount - 1, 0) }
        let start = starts[max(block, 0)]
        if offset < 0 { return max(start - 1, 0) }
        let offsets = laidOutBlock(max(block, 0)).offsets
        let within = offsets.lastIndex { $0 <= offset } ?? 0
        return start + within
    }

    /// The block whose lines (or the separator before them) include line `index`.
    private func blockIndex(containing index: Int) -> Int {
        // The last block starting at or before index + 1 (a separator belongs to the block after it).
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index + (middle > 0 ? 1 : 0) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    private func laidOutBlock(_ block: Int) -> LaidOutBlock {
        if let found = recent.firstIndex(where: { $0.index == block }) {
            let hit = recent.remove(at: found)
            recent.append(hit)
            return hit
        }
        let laidOut = Self.layout(transform(document.blocks[block]), links: document.links, width: width)
        var offsets: [Int] = []
        offsets.reserveCapacity(laidOut.lines.count)
        var offset = 0
        for line in laidOut.lines {
            offsets.append(offset)
            offset += line.runs.filter { Self.carriesWords($0.role) }.reduce(0) { $0 + $1.text.count }
        }
        let entry = LaidOutBlock(index: block, lines: laidOut.lines, offsets: offsets)
        recent.append(entry)
        var kept = recent.reduce(0) { $0 + $1.lines.count }
        while recent.count > 1, kept > Self.recentLineLimit {
            kept -= recent.removeFirst().lines.count
        }
        return entry
    }

    private static func layout(_ block: Block, links: [DocumentLink], width: Int) -> LaidOutDocument {
        DocumentLayout.layout(MarkdownDocument(blocks: [block], links: links), width: width)
    }

    /// Runs that carry the README's words (not bars, markers or borders), for reading offsets.
    private static func carriesWords(_ role: RunRole) -> Bool {
        switch role {
        case .quoteBar, .listMarker, .tableBorder, .rule, .alertBar: return false
        default: return true
        }
    }
}
