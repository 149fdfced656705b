/// Issue 30: a search of most of a tree scores only the paths that may still be among its best
/// rows. What a path can score at most is known from its bytes before it is scanned (`ScoreBound`),
/// and whether it matches at all is mostly known from one scan back from its end
/// (`surelyMatchesInOrder`); a path whose best possible row cannot beat the last of the best rows
/// kept so far (`BestRows`) is only checked for a match.
extension FuzzyPathFilter {
    /// The best `limit` rows offered, kept in a bounded heap whose root is the last of them: a row
    /// costs a comparison with the root, and a few more when it is kept. Ranked as `search` ranks:
    /// a higher score (less the length) first, then a shorter path, then an earlier one (a strict
    /// total order, so the rows kept do not depend on the order they are offered in).
    struct BestRows {
        private var heap: [Found] = []
        private let limit: Int
        /// Where each path starts in the packed bytes, with one extra end offset (the lengths).
        private let starts: UnsafeBufferPointer<UInt32>

        init(limit: Int, offered: Int, starts: UnsafeBufferPointer<UInt32>) {
            self.limit = max(0, limit)
            self.starts = starts
            heap.reserveCapacity(min(self.limit, offered))
        }

        /// Whether `left` ranks before `right`.
        func ranksBefore(_ left: Found, _ right: Found) -> Bool {
            if left.score != right.score { return left.score > right.score }
            let leftLength = starts[Int(left.index) + 1] &- starts[Int(left.index)]
            let rightLength = starts[Int(right.index) + 1] &- starts[Int(right.index)]
            if leftLength != rightLength { return leftLength < rightLength }
            return left.index < right.index
        }

        /// Whether a path whose row is at best `best` (its index, a score it cannot exceed) may
        /// still be kept; false: it cannot, whatever it scores.
        func mayKeep(_ best: Found) -> Bool {
            guard heap.count == limit else { return true }
            return limit > 0 && ranksBefore(best, heap[0])
        }

        /// Keeps `row` when it is among the best `limit` offered so far.
        mutating func offer(_ row: Found) {
            if heap.count < limit {
                heap.append(row)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard ranksBefore(heap[parent], heap[child]) else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if limit > 0 && ranksBefore(row, heap[0]) {
                heap[0] = row
                var parent = 0
                while true {
                    let left = 2 * parent + 1
                    guard left < heap.count else { break }
                    let right = left + 1
                    let later = right < heap.count && ranksBefore(heap[left], heap[right]) ? right : left
                    guard ranksBefore(heap[parent], heap[later]) else { break }
                    heap.swapAt(parent, later)
                    parent = later
                }
            }
        }

        /// The rows kept, best first.
        func sorted() -> [Found] {
            heap.sorted(by: ranksBefore)
        }
    }

    /// The most a query's pieces can score in a path, from the bytes at the path's word starts
    /// (`wordStartMask`), those at its word starts after a lower-case letter (`camelStartMask`)
    /// and those in its name part (`nameMask`), as `bit` masks. Each byte scores
    /// `characterScore`; a piece's first byte `wordStartBonus` more only when a word start holds
    /// it; each byte after it at most `consecutiveBonus` more when it runs on from the one before
    /// (jumping to a word start instead costs at least `gapPenalty`, which leaves no more), and
    /// `wordStartBonus` on top only when it runs on from a separator or starts a word after a
    /// lower-case letter; `nameBonus` for the longest run of the piece's bytes the name part holds
    /// (the bytes found in it follow one another in the piece). The components fallback scores
    /// its parts the same way inside the path, and takes `piecePenalty` for each part after the
    /// first (more than a part's first byte can gain over running on), so it stays below this too.
    struct ScoreBound {
        /// What every byte scores for certain, and the most each after a piece's first adds.
        private var base = 0
        /// The bytes that earn `wordStartBonus` wherever a word start holds them (each piece's
        /// first, and those after a separator), as `bit` masks in levels: a byte that is there
        /// twice is in the first two levels.
        private var atWordStarts: [UInt64] = []
        /// The other bytes after a piece's first: `wordStartBonus` only after a lower-case letter.
        private var afterLowerCase: [UInt64] = []

        init(_ pieces: UnsafeBufferPointer<Piece>) {
            for piece in pieces {
                base += characterScore * piece.bytes.count + consecutiveBonus * (piece.bytes.count - 1)
                var previous: UInt8?
                for byte in piece.bytes {
                    if let previous, !isSeparator(previous) {
                        Self.add(bit(byte), to: &afterLowerCase)
                    } else {
                        Self.add(bit(byte), to: &atWordStarts)
                    }
                    previous = byte
                }
            }
        }

        /// `bit` into the first level of `levels` that lacks it.
        private static func add(_ bit: UInt64, to levels: inout [UInt64]) {
            for level in levels.indices where levels[level] & bit == 0 {
                levels[level] |= bit
                return
            }
            levels.append(bit)
        }

        /// The most `pieces` (those the bound was made from) can score in the path.
        func most(_ pieces: UnsafeBufferPointer<Piece>, wordStartMask: UInt64, camelStartMask: UInt64,
                  nameMask: UInt64) -> Int {
            var starts = 0
            for level in atWordStarts { starts += (wordStartMask & level).nonzeroBitCount }
            for level in afterLowerCase { starts += (camelStartMask & level).nonzeroBitCount }
            var inName = 0
            for piece in pieces {
                var run = 0
                var longest = 0
                for byte in piece.bytes {
                    run = nameMask & bit(byte) != 0 ? run + 1 : 0
                    longest = max(longest, run)
                }
                inName += longest
            }
            return base + wordStartBonus * starts + nameBonus * inName
        }
    }

    /// Whether every one of `pieces` surely matches `path`, in order (`surelyMatchesInOrder`) or
    /// in its components (`surelyMatchesInComponents`); false: not known.
    static func surelyMatch(_ pieces: UnsafeBufferPointer<Piece>, in path: PathView) -> Bool {
        for piece in pieces where !surelyMatchesInOrder(piece.bytes, in: path)
            && !surelyMatchesInComponents(piece.bytes, in: path) {
            return false
        }
        return true
    }

    /// Whether `scoreInOrder` surely finds `query` in `path` (false: not known, score it). The
    /// query's bytes are found scanning back from the path's end, each at the latest offset the
    /// rest still fits after. `scored` places each byte at the first one after the last byte's,
    /// which lies at or before that offset, or moves it on to a later word start holding it; so
    /// when no word start past a byte's latest offset holds that byte (the last byte aside: nothing
    /// follows it), `scored` never moves a byte past where the rest still fits, and matches.
    static func surelyMatchesInOrder(_ query: UnsafeBufferPointer<UInt8>, in path: PathView) -> Bool {
        var remaining = query.count - 1
        guard remaining >= 0 else { return true }
        let last = remaining
        // The bytes at the word starts from `folded` on (`bit` masks), gathered from the word-start
        // bits only when a byte is found (the scan itself compares bytes and no more).
        var startsPast: UInt64 = 0
        var folded = path.length
        var offset = path.length - 1
        while offset >= 0 {
            if path[offset] == query[remaining] {
                if remaining != last {
                    var word = path.nextWordStart(from: offset + 1)
                    while word < folded {
                        startsPast |= bit(path[word])
                        word = path.nextWordStart(from: word + 1)
                    }
                    folded = offset + 1
                    if startsPast & bit(query[remaining]) != 0 { return false }
                }
                if remaining == 0 { return true }
                remaining -= 1
            }
            offset -= 1
        }
        return false
    }

    /// Whether `scoreInComponents` surely finds `query` in `path` (false: not known, score it).
    /// It takes, for each part of the query in turn, a component not used yet holding the part's
    /// first byte, and fails only when there is none: each component used so far holds a byte
    /// before that one, and there are at most as many as bytes before it. So a byte held by more
    /// components than bytes come before it, or by one holding none of them, always finds one.
    /// Bytes that are neither letters nor digits share their `bit`, so they leave it not known.
    static func surelyMatchesInComponents(_ query: UnsafeBufferPointer<UInt8>, in path: PathView) -> Bool {
        for byte in query where !hasOwnBit(byte) { return false }
        // At most one component a byte, and one more.
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: path.length + 1) { components in
            var count = 0
            var mask: UInt64 = 0
            for offset in 0...path.length {
                if offset == path.length || path[offset] == UInt8(ascii: "/") {
                    components[count] = mask
                    count += 1
                    mask = 0
                } else {
                    mask |= bit(path[offset])
                }
            }
            var before: UInt64 = 0
            for (place, byte) in query.enumerated() {
                let wanted = bit(byte)
                var holding = 0
                var found = false
                for number in 0..<count where components[number] & wanted != 0 {
                    holding += 1
                    if components[number] & before == 0 || holding > place {
                        found = true
                        break
                    }
                }
                guard found else { return false }
                before |= wanted
            }
            return true
        }
    }

    /// Whether `byte` (lowered) has a `bit` of its own: a letter or a digit.
    static func hasOwnBit(_ byte: UInt8) -> Bool {
        isLower(byte) || (byte >= 0x30 && byte <= 0x39)
    }

    /// Whether `indices` ascend, each once (as a search's matches do).
    static func isAscending(_ indices: [UInt32]) -> Bool {
        var last: UInt32?
        for index in indices {
            if let last, index <= last { return false }
            last = index
        }
        return true
    }

    /// `indices` below `count` as a bit set (bit i of word i / 64: index i is in).
    static func bitSet(of indices: [UInt32], count: Int) -> [UInt64] {
        var set = [UInt64](repeating: 0, count: (count + 63) / 64)
        for index in indices where Int(index) < count { set[Int(index) >> 6] |= 1 << UInt64(index & 63) }
        return set
    }

    /// The indices in bit set `set`, ascending.
    static func members(of set: [UInt64], reserving capacity: Int) -> [UInt32] {
        var indices: [UInt32] = []
        indices.reserveCapacity(capacity)
        for (place, word) in set.enumerated() {
            var rest = word
            while rest != 0 {
                indices.append(UInt32(truncatingIfNeeded: place << 6 + rest.trailingZeroBitCount))
                rest &= rest - 1
            }
        }
        return indices
    }
}
