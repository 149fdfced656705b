/// Which of an object's known keys were read, so a repeated one is noticed (what `JSONDecoder`
/// makes of duplicates is its own affair: the reader leaves such a body to it).
struct KeysSeen {
    private var bits: UInt64 = 0

    /// True the first time `index` is seen.
    mutating func first(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        defer { bits |= bit }
        return bits & bit == 0
    }
}
