/// How a table's columns share the width (`DocumentLayout` and `TerminalLayout` alike).
enum TableColumns {
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
