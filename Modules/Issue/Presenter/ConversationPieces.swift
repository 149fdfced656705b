/// A conversation's pieces as the View reads them: how many there are, where each comment starts,
/// and piece *n* made when it is first asked for. A 500-comment issue's first screen makes the
/// pieces of the comments on it and none of the rest (a comment's header, its relative date, its
/// body's source are made only when the View lays that comment out). The rows of the pieces not
/// laid out yet are counted from an estimate (`estimatedRows(fromPiece:width:)`), made from their
/// lengths without making them.
///
/// Pieces come in entries (the issue's facts, one comment, one event, one review): an entry's
/// pieces are made together. Used on the main actor only, like the screen that owns it.
public final class ConversationPieces: Equatable, @unchecked Sendable {
    /// How many pieces there are.
    public let count: Int
    /// The index of each comment's first piece (its header), oldest first: `n` and `N` go there.
    public let commentStarts: [Int]
    /// The first piece of each entry, ascending; every entry has at least one piece.
    private let entryStarts: [Int]
    /// Entry `n`'s pieces.
    private let makeEntry: (Int) -> [IssuePiece]
    /// Each piece's estimated rows at a width.
    private let makeEstimates: (Int) -> [Int]
    /// The pieces made so far, by index (only those: nothing is kept per piece not yet read).
    private var made: [Int: IssuePiece] = [:]
    /// For the width last asked about: the estimated rows of the pieces from each one to the end.
    private var suffixes: (width: Int, rows: [Int])?

    /// `pieces` as they are, comments starting at `commentStarts`.
    public convenience init(_ pieces: [IssuePiece] = [], commentStarts: [Int] = []) {
        self.init(count: pieces.count, commentStarts: commentStarts, entryStarts: Array(pieces.indices),
                  make: { [pieces[$0]] }, estimates: { width in pieces.map { Self.estimate($0, width: width) } })
    }

    /// `count` pieces in entries starting at `entryStarts`, made by `make` (an entry's pieces,
    /// as many as the next entry's start says), each estimated by `estimates` at a width.
    init(count: Int, commentStarts: [Int], entryStarts: [Int], make: @escaping (Int) -> [IssuePiece],
         estimates: @escaping (Int) -> [Int]) {
        self.count = count
        self.commentStarts = commentStarts
        self.entryStarts = entryStarts
        makeEntry = make
        makeEstimates = estimates
    }

    /// Piece `index` (made with the rest of its entry the first time).
    public func piece(_ index: Int) -> IssuePiece {
        if let piece = made[index] { return piece }
        let entry = Self.entry(containing: index, starts: entryStarts)
        let start = entryStarts[entry]
        let pieces = makeEntry(entry)
        for (offset, piece) in pieces.enumerated() where start + offset < count {
            made[start + offset] = piece
        }
        // An entry that made fewer pieces than it said it would: the rest are empty.
        return made[index] ?? .lines([])
    }

    /// Whether piece `index` has been made yet (what a screen read only at its top leaves unmade).
    public func isMade(_ index: Int) -> Bool {
        made[index] != nil
    }

    /// Every piece, made.
    public var all: [IssuePiece] { (0..<count).map(piece) }

    /// The estimated rows of the pieces from `index` to the end at `width` (0 past the end).
    public func estimatedRows(fromPiece index: Int, width: Int) -> Int {
        guard index < count else { return 0 }
        if suffixes?.width != width {
            var rows = makeEstimates(width)
            rows.append(0)
            var index = rows.count - 2
            while index >= 0 {
                rows[index] += rows[index + 1]
                index -= 1
            }
            suffixes = (width, rows)
        }
        return suffixes?.rows[max(index, 0)] ?? 0
    }

    /// The entry whose pieces include piece `index`: the last one starting at or before it.
    private static func entry(containing index: Int, starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A piece's rows at `width` before it is laid out: exact for lines that fit, a guess from
    /// its length for the rest (corrected when it is laid out).
    static func estimate(_ piece: IssuePiece, width: Int) -> Int {
        switch piece {
        case .lines(let lines): return lines.reduce(0) { $0 + 1 + $1.text.utf8.count / max(width * 2, 1) }
        case .diff(let lines): return lines.count
        case .markdown(let source): return estimate(markdownBytes: source.text.utf8.count, width: width)
        }
    }

    /// A Markdown body of `bytes` bytes at `width`, before it is laid out.
    static func estimate(markdownBytes bytes: Int, width: Int) -> Int {
        1 + bytes / max(width, 1)
    }

    public static func == (lhs: ConversationPieces, rhs: ConversationPieces) -> Bool {
        lhs === rhs || (lhs.count == rhs.count && lhs.commentStarts == rhs.commentStarts && lhs.all == rhs.all)
    }
}
