import TextCells

/// A status line built from parts of different importance, fitted to a width by leaving out
/// the least important parts first, so no sentence is cut in the middle while a lesser part
/// could make room.
struct StatusLineParts {
    /// How much a part matters; lower raw values are left out first.
    enum Importance: Int, Comparable {
        /// The search rate budget left.
        case rateBudget
        /// How many repositories match and how many are loaded.
        case counts
        /// Everything else: progress, the sort, warnings, notices.
        case essential

        static func < (lhs: Importance, rhs: Importance) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    static let separator = " · "

    private var parts: [(text: String, importance: Importance)] = []

    mutating func append(_ text: String, _ importance: Importance) {
        parts.append((text, importance))
    }

    var isEmpty: Bool { parts.isEmpty }

    /// Every part, in order.
    var text: String { parts.map(\.text).joined(separator: Self.separator) }

    /// The parts that fit in `width` cells, in order: the least important (and, among equals,
    /// the last) are left out first. Only when the essential parts alone are too wide is the
    /// line cut, with "…".
    func fitted(toWidth width: Int) -> String {
        var kept = parts
        while kept.count > 1, DisplayWidth.of(Self.join(kept)) > width,
              let least = kept.indices.min(by: { kept[$0].importance < kept[$1].importance
                                                || (kept[$0].importance == kept[$1].importance && $0 > $1) }),
              kept[least].importance < .essential {
            kept.remove(at: least)
        }
        return TextLayout.truncate(Self.join(kept), toWidth: width)
    }

    private static func join(_ parts: [(text: String, importance: Importance)]) -> String {
        parts.map(\.text).joined(separator: separator)
    }
}
