/// Which of an object's known members were read, so a repeated one is an error rather than a
/// silent choice between two values.
@usableFromInline
struct KeysSeen {
    @usableFromInline var bits: UInt64 = 0

    @inlinable init() {}

    /// True the first time `index` is seen.
    @inlinable mutating func first(_ index: Int) -> Bool {
        let bit: UInt64 = 1 << UInt64(index)
        defer { bits |= bit }
        return bits & bit == 0
    }
}
