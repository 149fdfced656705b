import Dispatch
import Entities
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Filters a repository's paths as you type, fuzzy and ranked like GitHub's file finder (`t`):
/// the query's characters in order anywhere in the path (`srctui` finds `src/tui/tui.go`), or
/// in pieces that each match inside a different path component, in any order (`tuisrc` finds
/// it too); spaces only separate pieces. Matching ignores case.
///
/// Ranked best first: the file name matching beats a directory matching; characters at the
/// start of a component (after `/`, `_`, `-`, `.`, or a lower-to-upper case change) and runs of
/// consecutive characters count more; then shorter paths; then by path.
///
/// Built once per tree (the paths are lowered and packed into one buffer with a bit mask of the
/// characters each holds), so a keystroke on 30,000 paths costs a few milliseconds.
public struct FuzzyPathFilter: Sendable {
    /// One path found, with its score (higher is better).
    public struct Match: Equatable, Sendable {
        /// The index of the path in the list the filter was built from.
        public var index: Int
        public var score: Int
        /// The byte offsets in the path of the characters that matched (for highlighting).
        public var positions: [Int]
    }

    private let bytes: [UInt8]
    /// Where each path starts in `bytes`; one extra end offset (4 bytes each: a tree's paths
    /// are far below 4 GB).
    private let starts: [UInt32]
    private let masks: [UInt64]
    /// The bytes each path's last component holds, as `masks` (a file name that lacks a byte of
    /// the query is not scanned for it).
    private let nameMasks: [UInt64]
    /// Where each path's last component starts (offset in the path).
    private let nameStarts: [UInt32]
    /// Bit i set: byte i of `bytes` starts a component (or a word inside one).
    private let wordStarts: [UInt64]
    /// The paths' indices shortest first (by index among paths of one length): a one-character
    /// query scores only as many of the shortest matches as can reach its best rows.
    private let byLength: [UInt32]
    /// Each path's directories (its components before the name, split at `/`), for the
    /// out-of-order fallback: the bytes each holds (as `masks`) and where each ends (offset in its
    /// path); path i's are at `componentFirsts[i]..<componentFirsts[i + 1]` (none kept for a path
    /// of 65,536 bytes or more, whose components are found when it is scored). Its name is the
    /// last component: `nameStarts` and `nameMasks`.
    private let componentMasks: [UInt64]
    private let componentEnds: [UInt16]
    private let componentFirsts: [UInt32]

    public init(paths: [String]) {
        self.init(count: paths.count, byteCount: paths.reduce(0) { $0 + $1.utf8.count }) { index, take in
            var path = paths[index]
            path.withUTF8(take)
        }
    }

    /// The paths of `entries` at `indices` (a tree's files), read from its packed bytes.
    public init(entries: GitTreeEntries, indices: [UInt32]) {
        let byteCount = indices.reduce(0) { $0 + entries.pathRange(at: Int($1)).count }
        self = entries.pathBytes.withUnsafeBufferPointer { buffer in
            FuzzyPathFilter(count: indices.count, byteCount: byteCount) { index, take in
                take(UnsafeBufferPointer(rebasing: buffer[entries.pathRange(at: Int(indices[index]))]))
            }
        }
    }

    /// The filter over `count` paths of `byteCount` bytes in all, `path` handing each one's
    /// UTF-8 bytes to its second argument.
    private init(count: Int, byteCount: Int, path: (Int, (UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        var bytes: [UInt8] = []
        var starts: [UInt32] = []
        var masks: [UInt64] = []
        var nameMasks: [UInt64] = []
        var nameStarts: [UInt32] = []
        var wordStarts: [UInt64] = []
        var componentMasks: [UInt64] = []
        var componentEnds: [UInt16] = []
        var componentFirsts: [UInt32] = []
        bytes.reserveCapacity(byteCount)
        componentFirsts.reserveCapacity(count + 1)
        // One directory a `/`: counted first, so that the tables take no more room than they hold.
        var directories = 0
        for index in 0..<count {
            path(index) { utf8 in
                for byte in utf8 where byte == UInt8(ascii: "/") { directories += 1 }
            }
        }
        componentMasks.reserveCapacity(directories)
        componentEnds.reserveCapacity(directories)
        wordStarts.reserveCapacity(byteCount / 64 + 1)
        starts.reserveCapacity(count + 1)
        masks.reserveCapacity(count)
        nameMasks.reserveCapacity(count)
        nameStarts.reserveCapacity(count)
        for index in 0..<count {
            starts.append(UInt32(truncatingIfNeeded: bytes.count))
            componentFirsts.append(UInt32(truncatingIfNeeded: componentMasks.count))
            var mask: UInt64 = 0
            var nameMask: UInt64 = 0
            var nameStart = 0
            var previous: UInt8 = UInt8(ascii: "/")
            var offset = 0
            path(index) { utf8 in
                for byte in utf8 {
                    let lowered = Self.lowered(byte)
                    if byte == UInt8(ascii: "/") {
                        componentMasks.append(nameMask)
                        componentEnds.append(UInt16(truncatingIfNeeded: offset))
                        nameStart = offset + 1
                        nameMask = 0
                    } else {
                        nameMask |= Self.bit(lowered)
                    }
                    if bytes.count & 63 == 0 { wordStarts.append(0) }
                    if Self.isSeparator(previous) || (Self.isLower(previous) && Self.isUpper(byte)) {
                        wordStarts[wordStarts.count - 1] |= 1 << UInt64(bytes.count & 63)
                    }
                    bytes.append(lowered)
                    mask |= Self.bit(lowered)
                    previous = byte
                    offset += 1
                }
            }
            if offset > Int(UInt16.max) {
                let first = Int(componentFirsts[componentFirsts.count - 1])
                componentMasks.removeSubrange(first...)
                componentEnds.removeSubrange(first...)
            }
            masks.append(mask)
            nameMasks.append(nameMask)
            nameStarts.append(UInt32(truncatingIfNeeded: nameStart))
        }
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
        componentFirsts.append(UInt32(truncatingIfNeeded: componentMasks.count))
        self.componentMasks = componentMasks
        self.componentEnds = componentEnds
        self.componentFirsts = componentFirsts
        self.bytes = bytes
        self.starts = starts
        self.masks = masks
        self.nameMasks = nameMasks
        self.nameStarts = nameStarts
        self.wordStarts = wordStarts
        byLength = Self.orderedByLength(starts)
    }

    /// The indices of the paths `starts` bounds, shortest first, stable (a counting sort).
    private static func orderedByLength(_ starts: [UInt32]) -> [UInt32] {
        let count = max(0, starts.count - 1)
        guard count > 0 else { return [] }
        var longest = 0
        for index in 0..<count { longest = max(longest, Int(starts[index + 1] &- starts[index])) }
        // Where each length's paths begin in the order.
        var firsts = [Int](repeating: 0, count: longest + 2)
        for index in 0..<count { firsts[Int(starts[index + 1] &- starts[index]) + 1] += 1 }
        for length in 0...longest { firsts[length + 1] += firsts[length] }
        var order = [UInt32](repeating: 0, count: count)
        for index in 0..<count {
            let length = Int(starts[index + 1] &- starts[index])
            order[firsts[length]] = UInt32(truncatingIfNeeded: index)
            firsts[length] += 1
        }
        return order
    }

    /// How many paths the filter holds.
    public var count: Int { masks.count }

    /// What one search found: the best rows, and every path that matched.
    public struct Results: Equatable, Sendable {
        /// The best matches, best first, at most the limit asked for.
        public var rows: [Match]
        /// Every path that matched, by index in the order the filter holds them (4 bytes each):
        /// pass them as `among` to the next keystroke's search when the query only grew.
        public var matching: [UInt32]
    }

    /// The paths matching `query`, best first (see `search`).
    public func matches(_ query: String, limit: Int = .max, among candidates: [UInt32]? = nil) -> [Match] {
        search(query, limit: limit, among: candidates).rows
    }

    /// The paths matching `query`: the best `limit` (the rows a screen shows) ranked, and every
    /// match; every path (in order, score 0) for an empty query. `candidates` (the previous
    /// keystroke's `matching` when the query only grew) limits the search to them: a longer query
    /// never matches a path its prefix missed. `positions` false leaves the rows' `positions`
    /// empty: a screen asks `positions(ofPath:matching:)` for the rows it draws.
    public func search(_ query: String, limit: Int = .max, among candidates: [UInt32]? = nil,
                       positions: Bool = true) -> Results {
        let pieces = Self.pieces(of: query)
        guard !pieces.isEmpty else {
            let all = candidates ?? (0..<count).map { UInt32(truncatingIfNeeded: $0) }
            return Results(rows: all.prefix(limit).map { Match(index: Int($0), score: 0, positions: []) }, matching: all)
        }
        var found: [Found] = []
        var oneByteMatching: [UInt32]?
        if candidates == nil, pieces.count == 1, pieces[0].count == 1 {
            // The first character typed: nearly every path matches; only the shortest are scored.
            (found, oneByteMatching) = shortestMatches(of: pieces[0][0], limit: limit)
        } else {
            found = scoredMatches(of: pieces, among: candidates)
        }
        let ordered = { (left: Found, right: Found) -> Bool in
            if left.score != right.score { return left.score > right.score }
            let leftLength = starts[Int(left.index) + 1] &- starts[Int(left.index)]
            let rightLength = starts[Int(right.index) + 1] &- starts[Int(right.index)]
            if leftLength != rightLength { return leftLength < rightLength }
            return left.index < right.index
        }
        let best = limit < found.count ? Array(found.partialSort(limit, by: ordered)) : found.sorted(by: ordered)
        // Where the characters matched, only for the rows returned (and only when asked).
        let rows = bytes.withUnsafeBufferPointer { buffer in
            wordStarts.withUnsafeBufferPointer { words in
                best.map { row in
                    Match(index: Int(row.index), score: Int(row.score),
                          positions: positions ? self.positions(ofPath: Int(row.index), pieces, buffer, words) : [])
                }
            }
        }
        // Every candidate matched (`pages/` in a tree of `pages/…`): the same indices, so the
        // candidates' array itself, shared rather than copied.
        if let oneByteMatching { return Results(rows: rows, matching: oneByteMatching) }
        if let candidates, candidates.count == found.count { return Results(rows: rows, matching: candidates) }
        return Results(rows: rows, matching: found.map(\.index))
    }

    /// A query cut into its pieces once, for the positions of many rows.
    public struct Query: Sendable, Equatable {
        let pieces: [[UInt8]]

        public init(_ text: String) {
            pieces = FuzzyPathFilter.pieces(of: text)
        }
    }

    /// The byte offsets in path `index` of the characters `query` matches, ascending, as
    /// `search` gives its rows' `positions`; empty when the path does not match.
    public func positions(ofPath index: Int, matching query: String) -> [Int] {
        positions(ofPath: index, matching: Query(query))
    }

    /// `positions(ofPath:matching:)` of a query already cut into pieces (a screen's every row).
    public func positions(ofPath index: Int, matching query: Query) -> [Int] {
        guard index >= 0, index < count else { return [] }
        let pieces = query.pieces
        guard !pieces.isEmpty else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            wordStarts.withUnsafeBufferPointer { words in positions(ofPath: index, pieces, buffer, words) }
        }
    }

    private func positions(ofPath index: Int, _ pieces: [[UInt8]], _ buffer: UnsafeBufferPointer<UInt8>,
                           _ words: UnsafeBufferPointer<UInt64>) -> [Int] {
        let path = view(index, buffer, words)
        var positions: [Int] = []
        guard Self.score(pieces, in: path, positions: &positions) != nil else { return [] }
        return Self.sortedOnce(positions, minus: path.start)
    }

    /// The query's pieces (split at spaces), lowered.
    static func pieces(of query: String) -> [[UInt8]] {
        query.split(separator: " ").map { Array($0.utf8).map(Self.lowered) }.filter { !$0.isEmpty }
    }

    /// Path `index` inside the packed buffer.
    private func view(_ index: Int, _ buffer: UnsafeBufferPointer<UInt8>, _ words: UnsafeBufferPointer<UInt64>) -> PathView {
        PathView(bytes: buffer, words: words, start: Int(starts[index]), end: Int(starts[index + 1]),
                 nameStart: Int(nameStarts[index]), nameMask: nameMasks[index])
    }

    /// A path that matched and its score less its length (8 bytes: 60,000 of them are 0.5 MB).
    private struct Found {
        var index: UInt32
        var score: Int32
    }

    /// A one-byte query (`byte` lowered): every path holding it, in order, and the scores of
    /// enough of them, shortest first, to hold its best `limit` rows. A path's score less its
    /// length lies between `characterScore` and `characterScore + wordStartBonus + nameBonus`
    /// less the length, so once `limit` paths of at most L bytes matched, no path of L + that
    /// spread bytes or more can rank among the best (it loses at least the tie on length).
    private func shortestMatches(of byte: UInt8, limit: Int) -> (found: [Found], matching: [UInt32]) {
        let bit = Self.bit(byte)
        // Letters and digits have a bit of their own; other bytes share one, so look.
        let ownBit = Self.isLower(byte) || (byte >= 0x30 && byte <= 0x39)
        let spread = Self.wordStartBonus + Self.nameBonus
        var found: [Found] = []
        var matching: [UInt32] = []
        bytes.withUnsafeBufferPointer { buffer in
            wordStarts.withUnsafeBufferPointer { words in
                masks.withUnsafeBufferPointer { masks in
                    func holds(_ index: Int) -> Bool {
                        guard masks[index] & bit != 0 else { return false }
                        if ownBit { return true }
                        for offset in Int(starts[index])..<Int(starts[index + 1]) where buffer[offset] == byte { return true }
                        return false
                    }
                    for index in 0..<masks.count where holds(index) { matching.append(UInt32(truncatingIfNeeded: index)) }
                    let pieces = [[byte]]
                    var cutoff = limit > 0 ? Int.max : 0
                    for position in byLength {
                        let index = Int(position)
                        let path = view(index, buffer, words)
                        let length = path.length
                        if length >= cutoff { break }
                        guard holds(index) else { continue }
                        guard let score = Self.score(pieces, in: path, positions: nil) else { continue }
                        found.append(Found(index: position, score: Int32(clamping: score - length)))
                        if found.count == limit { cutoff = length + spread }
                    }
                }
            }
        }
        return (found, matching)
    }

    /// One piece of a query inside the search's buffer, with the `bit`s of its bytes.
    struct Piece {
        let bytes: UnsafeBufferPointer<UInt8>
        let mask: UInt64
    }

    /// Every path among `candidates` (all when nil) that `pieces` match, with its score less its
    /// length, in order. A large search is cut into small slices that every core takes from as it
    /// is free (the calling thread too), then joined in order: the same matches as one pass, in
    /// about half the time on two cores. Small slices keep a busy machine from making it slower:
    /// a core that is not free takes none, and the caller waits at most for one slice's end.
    private func scoredMatches(of pieces: [[UInt8]], among candidates: [UInt32]?) -> [Found] {
        let total = candidates?.count ?? count
        let slices = Self.sliceCount(for: total)
        // At most one match a path: each slice writes its matches where its paths' places begin in
        // one array, then they are moved down to follow each other.
        return [Found](unsafeUninitializedCapacity: total) { found, kept in
            guard let base = found.baseAddress else { return }
            guard slices > 1 else {
                kept = scoredMatches(of: pieces, among: candidates, at: 0..<total, into: base)
                return
            }
            let sliced = SliceResults(base: base, slices: slices)
            defer { sliced.counts.deallocate() }
            DispatchQueue.concurrentPerform(iterations: slices) { slice in
                let range = (total * slice / slices)..<(total * (slice + 1) / slices)
                sliced.counts[slice] = scoredMatches(of: pieces, among: candidates, at: range,
                                                     into: sliced.base + range.lowerBound)
            }
            for slice in 0..<slices {
                let from = sliced.base + total * slice / slices
                for place in 0..<sliced.counts[slice] { (base + kept + place).initialize(to: from[place]) }
                kept += sliced.counts[slice]
            }
        }
    }

    /// About how many paths a slice of a search holds: a few hundred microseconds of scoring.
    static let pathsPerSlice = 2_048
    /// Whether a search may use more than one core.
    private static let manyCores = ProcessInfo.processInfo.activeProcessorCount > 1

    /// How many slices to score a search of `total` paths in (1: on the calling thread alone).
    static func sliceCount(for total: Int) -> Int {
        manyCores && total >= 2 * pathsPerSlice ? total / pathsPerSlice : 1
    }

    /// Where the slices of a search write: the matches' array, and how many each slice found.
    /// Each slice writes only its own paths' places and its own count, read once every slice has
    /// returned.
    private struct SliceResults: @unchecked Sendable {
        let base: UnsafeMutablePointer<Found>
        let counts: UnsafeMutableBufferPointer<Int>

        init(base: UnsafeMutablePointer<Found>, slices: Int) {
            self.base = base
            counts = .allocate(capacity: slices)
            counts.initialize(repeating: 0)
        }
    }

    /// The paths at `range` of `candidates` (of all paths when nil) that `pieces` match, with their
    /// scores less their lengths, written in order from `found` (room for `range.count`); returns
    /// how many. The query's pieces and the filter's tables are read through pointers, so that a
    /// path costs its scan and no more (no bounds checks, no reference counting, no mask made again).
    private func scoredMatches(of pieces: [[UInt8]], among candidates: [UInt32]?, at range: Range<Int>,
                               into found: UnsafeMutablePointer<Found>) -> Int {
        let wanted = pieces.reduce(UInt64(0)) { mask, piece in piece.reduce(mask) { $0 | Self.bit($1) } }
        let query = pieces.flatMap { $0 }
        return query.withUnsafeBufferPointer { query in
            var parts: [Piece] = []
            var from = 0
            for piece in pieces {
                let bytes = UnsafeBufferPointer(rebasing: query[from..<(from + piece.count)])
                parts.append(Piece(bytes: bytes, mask: Self.mask(of: bytes)))
                from += piece.count
            }
            return parts.withUnsafeBufferPointer { parts in
            bytes.withUnsafeBufferPointer { buffer in
            wordStarts.withUnsafeBufferPointer { words in
            starts.withUnsafeBufferPointer { starts in
            nameStarts.withUnsafeBufferPointer { nameStarts in
            nameMasks.withUnsafeBufferPointer { nameMasks in
            masks.withUnsafeBufferPointer { masks in
            componentMasks.withUnsafeBufferPointer { componentMasks in
            componentEnds.withUnsafeBufferPointer { componentEnds in
            componentFirsts.withUnsafeBufferPointer { componentFirsts in
                let directories = DirectoryTables(masks: componentMasks.baseAddress, ends: componentEnds.baseAddress,
                                                  firsts: componentFirsts.baseAddress)
                // Captures no variable (a captured `var` costs an exclusivity check a path).
                func scored(_ index: Int) -> Found? {
                    guard masks[index] & wanted == wanted else { return nil }
                    let path = PathView(bytes: buffer, words: words, start: Int(starts[index]), end: Int(starts[index + 1]),
                                        nameStart: Int(nameStarts[index]), nameMask: nameMasks[index])
                    guard let score = Self.score(parts, in: path, directories: directories, index: index) else { return nil }
                    return Found(index: UInt32(truncatingIfNeeded: index), score: Int32(clamping: score - path.length))
                }
                var kept = 0
                if let candidates {
                    for place in range where Int(candidates[place]) < masks.count {
                        guard let match = scored(Int(candidates[place])) else { continue }
                        (found + kept).initialize(to: match)
                        kept += 1
                    }
                } else {
                    for index in range {
                        guard let match = scored(index) else { continue }
                        (found + kept).initialize(to: match)
                        kept += 1
                    }
                }
                return kept
            }
            }
            }
            }
            }
            }
            }
            }
            }
            }
        }
    }

    /// The filter's directory tables as the search reads them (only for a path that needs its
    /// components: the out-of-order fallback).
    struct DirectoryTables {
        let masks: UnsafePointer<UInt64>?
        let ends: UnsafePointer<UInt16>?
        let firsts: UnsafePointer<UInt32>?
    }

    /// `positions` less `start`, ascending, each once.
    static func sortedOnce(_ positions: [Int], minus start: Int) -> [Int] {
        var offsets = positions
        offsets.sort()
        var kept = 0
        for offset in offsets where kept == 0 || offsets[kept - 1] != offset {
            offsets[kept] = offset
            kept += 1
        }
        offsets.removeLast(offsets.count - kept)
        for place in offsets.indices { offsets[place] -= start }
        return offsets
    }

    // MARK: Scoring

    /// One path inside the packed buffer.
    struct PathView {
        let bytes: UnsafeBufferPointer<UInt8>
        let words: UnsafeBufferPointer<UInt64>
        let start: Int
        let end: Int
        let nameStart: Int
        /// The bytes the name part holds (`bit` masks); all bits when not known.
        var nameMask: UInt64 = .max

        var length: Int { end - start }
        /// Whether the name part may hold every byte whose `bit` is in `wanted` (false: it does not).
        func nameMayHold(_ wanted: UInt64) -> Bool {
            nameMask & wanted == wanted
        }
        subscript(offset: Int) -> UInt8 { bytes[start + offset] }
        func isWordStart(_ offset: Int) -> Bool {
            let bit = start + offset
            return words[bit >> 6] >> UInt64(bit & 63) & 1 != 0
        }

        /// The first word start after `first` holding `byte` (which `first` holds, neither a word
        /// start nor the next in a run), unless `byte` is found more than 8 bytes after `first`
        /// before it: then `first`. The word starts are found in the bit mask, not byte by byte.
        func laterWordStart(holding byte: UInt8, after first: Int) -> Int {
            // The word starts after `first`, each 64-bit word of the mask read once.
            var bit = start + first + 1
            var word = length
            search: while bit < end {
                var starts = words[bit >> 6] >> UInt64(bit & 63)
                while starts != 0 {
                    let found = bit + starts.trailingZeroBitCount
                    guard found < end else { break search }
                    if bytes[found] == byte {
                        word = found - start
                        break search
                    }
                    starts &= starts - 1
                }
                bit = (bit | 63) + 1
            }
            guard word < length else { return first }
            var offset = first + 9
            while offset < word {
                if self[offset] == byte { return first }
                offset += 1
            }
            return word
        }

        /// The greedy scan: how many bytes of `query` from `position` are, in order, a subsequence
        /// of this path from `offset`, each taken where it first stands, and where the last one
        /// taken ends (just after it; `offset` when none). A byte of the query at a time, each
        /// looked for in a tight loop of its own.
        func scan(_ query: UnsafeBufferPointer<UInt8>, from position: Int, at offset: Int) -> (matched: Int, end: Int) {
            guard let base = bytes.baseAddress, let wanted = query.baseAddress, offset < length else { return (0, offset) }
            let first = base + start
            let last = base + end
            var cursor = first + offset
            var matched = position
            var after = cursor
            while matched < query.count {
                let byte = wanted[matched]
                while cursor < last && cursor.pointee != byte { cursor += 1 }
                guard cursor < last else { break }
                cursor += 1
                after = cursor
                matched += 1
            }
            return (matched - position, after - first)
        }

        /// The part from `from` to `to` (offsets in this path), its name part where it overlaps.
        func part(_ from: Int, _ to: Int) -> PathView {
            PathView(bytes: bytes, words: words, start: start + from, end: start + to,
                     nameStart: max(0, nameStart - from) > to - from ? to - from : max(0, nameStart - from))
        }
    }

    static let consecutiveBonus = 5
    static let wordStartBonus = 8
    static let nameBonus = 4
    static let characterScore = 16
    /// What a gap between two matched characters costs, plus one a skipped character (up to 12).
    static let gapPenalty = 3
    /// What each extra piece of an out-of-order match costs.
    static let piecePenalty = 12

    /// The score of the best way found to match `pieces` in `path` (nil: no match), appending
    /// where to `positions` when given. Pieces typed apart (with spaces) must each match, anywhere.
    static func score(_ pieces: [[UInt8]], in path: PathView, positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        var total = 0
        for piece in pieces {
            let score = piece.withUnsafeBufferPointer { query in
                scoreInOrder(query, in: path, from: 0, positions: positions)
                    ?? scoreInComponents(query, in: path, positions: positions)
            }
            guard let score else { return nil }
            total += score
        }
        return total
    }

    /// `score(_:in:positions:)` without positions, the pieces' masks made once for every path; path
    /// `index`'s directories read from the filter's tables if it falls back to its components.
    static func score(_ pieces: UnsafeBufferPointer<Piece>, in path: PathView, directories: DirectoryTables,
                      index: Int) -> Int? {
        var total = 0
        for piece in pieces {
            guard let score = scoreInOrder(piece.bytes, mask: piece.mask, in: path, from: 0, positions: nil)
                    ?? scoreInComponents(piece.bytes, in: path, directories: directories, index: index) else { return nil }
            total += score
        }
        return total
    }

    /// `query` as a subsequence of the path from `from`: the leftmost match found, then
    /// tightened from its end backwards (as fzf does), then scored; inside the file name alone
    /// when it can be. `mask`: the `bit`s of `query`'s bytes (0: not known, made when needed).
    static func scoreInOrder(_ query: UnsafeBufferPointer<UInt8>, mask: UInt64 = 0, in path: PathView, from: Int,
                             positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        guard !query.isEmpty else { return 0 }
        let scan = path.scan(query, from: 0, at: from)
        guard scan.matched == query.count else { return nil }
        let start = tightenedStart(of: query, in: path, end: scan.end)
        if start < path.nameStart, from == 0, path.nameStart < path.length,
           path.nameMayHold(mask != 0 ? mask : Self.mask(of: query)),
           let inName = scoreInOrder(query, mask: mask, in: path, from: path.nameStart, positions: positions) {
            return inName
        }
        return scored(query, in: path, from: start, positions: positions)
    }

    /// Where the match of `query` ending at `end` (just after its last byte, as the leftmost
    /// match found it) starts when tightened from its end backwards.
    private static func tightenedStart(of query: UnsafeBufferPointer<UInt8>, in path: PathView, end: Int) -> Int {
        guard let base = path.bytes.baseAddress, let wanted = query.baseAddress, !query.isEmpty else { return end - 1 }
        let first = base + path.start
        // Each byte stands before `end` in order (the scan found them), so no bound is needed.
        var cursor = first + end - 1
        var remaining = query.count - 1
        while true {
            let byte = wanted[remaining]
            while cursor.pointee != byte { cursor -= 1 }
            if remaining == 0 { break }
            remaining -= 1
            cursor -= 1
        }
        return cursor - first
    }

    /// Scores the leftmost match of `query` from `from`, preferring word starts and runs.
    private static func scored(_ query: UnsafeBufferPointer<UInt8>, in path: PathView, from: Int,
                               positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        var score = 0
        var offset = from
        var previous = -2
        let length = path.length
        for character in query {
            // A word start holding this character, or the next in a run, before the plain one wins:
            // the first one, unless it is neither and a word start holding it follows (before
            // another plain one more than 8 bytes on).
            var chosen = offset
            while chosen < length && path[chosen] != character { chosen += 1 }
            guard chosen < length else { return nil }
            if chosen != previous + 1 && !path.isWordStart(chosen) {
                chosen = path.laterWordStart(holding: character, after: chosen)
            }
            score += characterScore
            if chosen == previous + 1 {
                score += consecutiveBonus
            } else if previous >= 0 {
                score -= gapPenalty + min(chosen - previous - 2, 12)
            }
            if path.isWordStart(chosen) { score += wordStartBonus }
            if chosen >= path.nameStart { score += nameBonus }
            positions?.pointee.append(path.start + chosen)
            previous = chosen
            offset = chosen + 1
        }
        return score
    }

    /// `query` cut into pieces, each the longest run of what is left that matches inside one
    /// path component not used yet, in any order (`tuisrc`: `tui` in `tui`, `src` in `src`).
    ///
    /// The path's components and the bytes each holds (as `bit` masks) are found once: a piece
    /// is looked for only in the components holding its first byte (in any other its longest
    /// match is empty, so nothing is tried there).
    static func scoreInComponents(_ query: UnsafeBufferPointer<UInt8>, in path: PathView,
                                  positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        // At most one component a byte, and one more.
        withUnsafeTemporaryAllocation(of: Component.self, capacity: path.length + 1) { components in
            var componentStart = 0
            var number = 0
            var mask: UInt64 = 0
            var offset = 0
            while offset <= path.length {
                if offset == path.length || path[offset] == UInt8(ascii: "/") {
                    components.initializeElement(at: number, to: Component(from: componentStart, to: offset, mask: mask))
                    componentStart = offset + 1
                    number += 1
                    mask = 0
                } else {
                    mask |= bit(path[offset])
                }
                offset += 1
            }
            defer { components.baseAddress?.deinitialize(count: number) }
            return scoreInComponents(query, in: path, components: UnsafeBufferPointer(rebasing: components[..<number]),
                                     positions: positions)
        }
    }

    /// `scoreInComponents(_:in:positions:)` without positions, path `index`'s directories read from
    /// `directories` and its name from `path` (all found in its bytes when the filter keeps none: a
    /// path of 65,536 bytes or more).
    static func scoreInComponents(_ query: UnsafeBufferPointer<UInt8>, in path: PathView, directories: DirectoryTables,
                                  index: Int) -> Int? {
        guard path.length <= Int(UInt16.max), let masks = directories.masks, let ends = directories.ends,
              let firsts = directories.firsts else {
            return scoreInComponents(query, in: path, positions: nil)
        }
        let first = Int(firsts[index])
        let count = Int(firsts[index + 1]) - first
        return withUnsafeTemporaryAllocation(of: Component.self, capacity: count + 1) { components in
            var from = 0
            for number in 0..<count {
                let to = Int(ends[first + number])
                components.initializeElement(at: number, to: Component(from: from, to: to, mask: masks[first + number]))
                from = to + 1
            }
            components.initializeElement(at: count, to: Component(from: from, to: path.length, mask: path.nameMask))
            defer { components.baseAddress?.deinitialize(count: count + 1) }
            return scoreInComponents(query, in: path, components: UnsafeBufferPointer(components), positions: nil)
        }
    }

    /// One component of a path: where it starts and ends (offsets in the path), the bytes it holds.
    struct Component {
        var from: Int
        var to: Int
        var mask: UInt64
    }

    private static func scoreInComponents(_ query: UnsafeBufferPointer<UInt8>, in path: PathView,
                                          components: UnsafeBufferPointer<Component>,
                                          positions: UnsafeMutablePointer<[Int]>?) -> Int? {
        var used: UInt64 = 0
        var position = 0
        var total = 0
        var pieces = 0
        while position < query.count {
            var best: (from: Int, to: Int, bit: UInt64, length: Int, score: Int)?
            let first = bit(query[position])
            for number in 0..<components.count {
                let component = components[number]
                let bit: UInt64 = number < 64 ? 1 << UInt64(number) : 0
                guard used & bit == 0, component.mask & first != 0 else { continue }
                let part = path.part(component.from, component.to)
                // No longer a piece than the component holds as a subsequence (the longest
                // prefix a greedy scan finds): a longer one fails `scoreInOrder`'s own first
                // scan, so trying it would change nothing.
                let longest = longestPrefix(of: query, from: position, in: part)
                var length = min(query.count - position, best.map { max($0.length, 1) } ?? .max, longest.length)
                // No name part to try first (a component is all name or none): the longest
                // piece's leftmost match is the scan's own, so `scoreInOrder` need not scan again.
                let scanned = part.nameStart == 0 || part.nameStart >= part.length
                while length > 0 {
                    let piece = UnsafeBufferPointer(rebasing: query[position..<(position + length)])
                    let score = scanned && length == longest.length
                        ? scored(piece, in: part, from: tightenedStart(of: piece, in: part, end: longest.end), positions: nil)
                        : scoreInOrder(piece, in: part, from: 0, positions: nil)
                    if let score {
                        if best == nil || length > best!.length || score > best!.score {
                            best = (component.from, component.to, bit, length, score)
                        }
                        break
                    }
                    length -= 1
                }
            }
            guard let chosen = best else { return nil }
            if let positions {
                let piece = UnsafeBufferPointer(rebasing: query[position..<(position + chosen.length)])
                _ = scoreInOrder(piece, in: path.part(chosen.from, chosen.to), from: 0, positions: positions)
            }
            used |= chosen.bit
            total += chosen.score
            position += chosen.length
            pieces += 1
        }
        return total - (pieces - 1) * piecePenalty
    }

    /// How many bytes of `query` from `position` are, in order, a subsequence of `path` (the
    /// greedy scan `scoreInOrder` starts with), and where that leftmost match ends (just after
    /// its last byte).
    static func longestPrefix(of query: UnsafeBufferPointer<UInt8>, from position: Int,
                              in path: PathView) -> (length: Int, end: Int) {
        let scan = path.scan(query, from: position, at: 0)
        return (scan.matched, scan.end)
    }

    // MARK: Bytes

    /// The `bit`s of the bytes of `query`.
    static func mask(of query: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        for byte in query { mask |= bit(byte) }
        return mask
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        isUpper(byte) ? byte + 32 : byte
    }

    static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }

    static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "/") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: " ")
    }

    /// One of 64 bits for a lowered byte: letters and digits their own, the rest shared.
    static func bit(_ lowered: UInt8) -> UInt64 {
        switch lowered {
        case 0x61...0x7A: return 1 << UInt64(lowered - 0x61)
        case 0x30...0x39: return 1 << UInt64(26 + lowered - 0x30)
        default: return 1 << UInt64(36 + Int(lowered) % 28)
        }
    }
}

extension Array {
    /// The `count` first elements in `areInIncreasingOrder` order, sorted. A bounded heap whose
    /// root is the last of the kept: each element costs a comparison with it, and a few more
    /// when it is kept. `areInIncreasingOrder` must be a strict total order (elements it calls
    /// equal may be kept in either order).
    func partialSort(_ count: Int, by areInIncreasingOrder: (Element, Element) -> Bool) -> ArraySlice<Element> {
        guard count > 0 else { return [] }
        var heap: [Element] = []
        heap.reserveCapacity(Swift.min(count, self.count))
        for element in self {
            if heap.count < count {
                heap.append(element)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard areInIncreasingOrder(heap[parent], heap[child]) else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if areInIncreasingOrder(element, heap[0]) {
                heap[0] = element
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { break }
                    let right = left + 1
                    let later = right < heap.count && areInIncreasingOrder(heap[left], heap[right]) ? right : left
                    guard areInIncreasingOrder(heap[parent], heap[later]) else { break }
                    heap.swapAt(parent, later)
                    parent = later
                }
            }
        }
        heap.sort(by: areInIncreasingOrder)
        return heap[...]
    }
}
