/// How a table's columns share the width (`MarkdownLayout`, for every output).
enum TableColumns {
    /// The columns shown within `contentWidth` (3 cells between columns): as many as fit at their
    /// minimum (6 cells or less), with `clipped` set when some are left out and the ` …` mark fits;
    /// `widths` has one entry per shown column.
    static func plan(natural: [Int], contentWidth: Int) -> (widths: [Int], clipped: Bool) {
        let columns = natural.count
        let separator = 3
        let minimum = natural.map { min($0, 6) }
        var visible = columns
        func overflowMark(_ count: Int) -> Int { count < columns ? 2 : 0 }
        while visible > 1,
              minimum[0..<visible].reduce(0, +) + separator * (visible - 1) + overflowMark(visible) > contentWidth {
            visible -= 1
        }
        // On a screen too narrow even for the ` …` mark, the mark is left out.
        let clipped = visible < columns && contentWidth - separator * (visible - 1) - 2 >= 1
        let target = max(1, contentWidth - separator * (visible - 1) - (clipped ? 2 : 0))
        return (fit(Array(natural[0..<visible]), minimum: Array(minimum[0..<visible]), into: target), clipped)
    }

    /// Column widths summing to at most `target`: natural widths when they fit, else the widest
    /// columns capped first, never below `minimum`.
    static func fit(_ natural: [Int], minimum: [Int], into target: Int) -> [Int] {
        if natural.reduce(0, +) <= target { return natural }
        func total(_ cap: Int) -> Int {
            zip(natural, minimum).reduce(0) { $0 + max($1.1, min($1.0, cap)) }
        }
        var low = 0
        var high = natural.max() ?? 0
        while low < high {
            let mid = (low + high + 1) / 2
            if total(mid) <= target { low = mid } else { high = mid - 1 }
        }
        var widths = zip(natural, minimum).map { max($0.1, min($0.0, low)) }
        var leftover = target - widths.reduce(0, +)
        for index in widths.indices where leftover > 0 && widths[index] < natural[index] {
            widths[index] += 1
            leftover -= 1
        }
        if widths.count == 1 { widths[0] = max(1, min(widths[0], target)) }
        return widths
    }
}
