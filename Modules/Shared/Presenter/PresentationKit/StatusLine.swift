import TextCells

/// A status line built from parts of different importance, fitted to a width by leaving out the
/// least important parts first (and, among equals, the last), so no sentence is cut in the middle
/// while a lesser part could make room. Every screen's status line is composed with it.
public struct StatusLine: Equatable, Sendable {
    /// How much a part matters; lower raw values are left out first.
    public enum Importance: Int, Comparable, Sendable {
        /// One key hint ("o browser"), from the key table.
        case keyHint
        /// The rate budget left.
        case rateBudget
        /// How many repositories match and how many are loaded.
        case counts
        /// Everything else: progress, the sort, warnings, notices, sentences.
        case essential

        public static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public static let separator = " · "
    /// What a reading screen's status line ends with while there is more below ("· ↓ more").
    public static let moreBelow = separator + "↓ more"

    private var parts: [Part] = []

    private struct Part: Equatable, Sendable {
        var text: String
        var importance: Importance
    }

    public init() {}

    /// A line of one essential sentence (nothing when `text` is empty).
    public init(_ text: String) {
        if !text.isEmpty { append(text, .essential) }
    }

    public mutating func append(_ text: String, _ importance: Importance) {
        parts.append(Part(text: text, importance: importance))
    }

    /// Appends the key hints ("Tab link", "o browser"), each one part, the last left out first.
    public mutating func append(keyHints: [String]) {
        for hint in keyHints { append(hint, .keyHint) }
    }

    public var isEmpty: Bool { parts.isEmpty }

    /// Every part, in order.
    public var text: String { Self.join(parts) }

    /// The parts that fit in `width` cells, in order. Only when the essential parts alone are too
    /// wide is the line cut, with "…".
    /// With `reserving`, the lesser parts leave room for that many cells more (for the View's
    /// "· ↓ more"), but an essential sentence is cut only where `width` itself ends.
    public func fitted(toWidth width: Int, reserving reserve: Int = 0) -> String {
        var kept = parts
        while kept.count > 1, DisplayWidth.of(Self.join(kept)) > width - reserve,
              let least = kept.indices.min(by: { kept[$0].importance < kept[$1].importance
                                                || (kept[$0].importance == kept[$1].importance && $0 > $1) }),
              kept[least].importance < .essential {
            kept.remove(at: least)
        }
        return TextLayout.truncate(Self.join(kept), toWidth: width)
    }

    private static func join(_ parts: [Part]) -> String {
        parts.map(\.text).joined(separator: separator)
    }
}
