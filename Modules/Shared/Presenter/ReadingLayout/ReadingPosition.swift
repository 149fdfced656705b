/// Where a row's content comes from, independent of the width it was laid out at: what the
/// reader was looking at, to find again after a re-wrap or when something above it changes.
public enum ReadingPosition: Comparable, Sendable {
    /// The description and facts: line `index` of them.
    case facts(Int)
    /// The language bar and legend.
    case languages(Int)
    /// The README: before any of its blocks (its title, a sentence instead of it).
    case readmeHeader(Int)
    /// The README: `offset` characters of text into top-level block `block` (the row's first).
    case readme(block: Int, offset: Int)
    /// The facts after the README: line `index` of them (with their title).
    case moreFacts(Int)

    /// Which part of the screen the position is in; positions are only compared within one.
    public var section: Int {
        switch self {
        case .facts: return 0
        case .languages: return 1
        case .readmeHeader: return 2
        case .readme: return 3
        case .moreFacts: return 4
        }
    }
}
