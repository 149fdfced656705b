/// Sizes as people read them: `512 B`, `94.5 KB`, `1.2 MB` (powers of 1,024, as GitHub shows them).
public enum ByteCount {
    public static func text(_ bytes: Int) -> String {
        guard bytes >= 1_024 else { return "\(max(bytes, 0)) B" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var value = Double(bytes) / 1_024
        var unit = 0
        while value >= 1_024 && unit < units.count - 1 {
            value /= 1_024
            unit += 1
        }
        let tenths = Int((value * 10).rounded())
        if tenths >= 1_000 || tenths % 10 == 0 { return "\(Int(value.rounded())) \(units[unit])" }
        return "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }
}
