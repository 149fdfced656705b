/// Counts written the way GitHub shows them: `999`, `1k`, `12.3k`, `4.5m`.
public enum CompactNumber {
    public static func format(_ value: Int) -> String {
        let sign = value < 0 ? "-" : ""
        let magnitude = value.magnitude
        if magnitude < 1_000 { return sign + String(magnitude) }
        let (divisor, suffix): (UInt, String) = magnitude < 1_000_000 ? (1_000, "k")
            : magnitude < 1_000_000_000 ? (1_000_000, "m") : (1_000_000_000, "b")
        // One decimal, rounded down so 999,999 never reads as "1000.0k". Divides rather than
        // multiplying by ten first, so a count near `Int.max` cannot overflow.
        let tenths = magnitude / (divisor / 10)
        let whole = tenths / 10
        let fraction = tenths % 10
        if whole >= 100 || fraction == 0 { return "\(sign)\(whole)\(suffix)" }
        return "\(sign)\(whole).\(fraction)\(suffix)"
    }

    /// `format` with one decimal whenever there is room for it (`3.0k`, not `3k`), so counts in a
    /// column read alike: `3.0k` beside `4.9k`, `120k` beside `999`.
    public static func column(_ value: Int) -> String {
        let text = format(value)
        guard let suffix = text.last, "kmb".contains(suffix), !text.contains("."),
              text.dropFirst(text.hasPrefix("-") ? 1 : 0).count <= 2 else { return text }
        return text.dropLast() + ".0" + String(suffix)
    }

    /// Thousands separated by commas: `2,723`.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return (value < 0 ? "-" : "") + result
    }
}
