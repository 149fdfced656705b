/// Which of an object's known members were read, so a repeated one is an error rather than a
/// silent choice between two values.
struct KeysSeen {
    private var bits: UInt64 = 0

    /// True the first time `index` is seen.
    mutating func first(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        defer { bits |= bit }
        return bits & bit == 0
    }
}
