/// Whole numbers read from response headers, which are untrusted: the digits saturate instead of
/// overflowing, and the result is clamped to the range the caller can use, so no header value
/// (`Int.max`, `Int.min`, twenty nines, `-1`) makes later arithmetic trap.
public enum HeaderNumber {
    /// `text` (spaces and tabs around it allowed, an optional `+` or `-`, then ASCII digits) as a
    /// number clamped to `range`; nil for anything else (empty, letters, `1.5`, `0x10`).
    public static func integer(_ text: String?, clampedTo range: ClosedRange<Int>) -> Int? {
        guard let text else { return nil }
        var bytes = Substring(text).utf8[...]
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            bytes = bytes.dropFirst()
        }
        guard !bytes.isEmpty else { return nil }
        // Accumulates the magnitude up to `limit`; every digit past it changes nothing.
        let limit = negative ? UInt(range.lowerBound < 0 ? range.lowerBound.magnitude : 0)
                             : UInt(max(range.upperBound, 0))
        var magnitude: UInt = 0
        for byte in bytes {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            if magnitude <= limit {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt(byte - 0x30))
                magnitude = overflow1 || overflow2 ? UInt.max : sum
            }
        }
        let clampedMagnitude = min(magnitude, limit)
        let value = negative ? (clampedMagnitude == 0 ? 0 : Int(truncatingIfNeeded: 0 &- clampedMagnitude))
                             : Int(clampedMagnitude)
        return min(max(value, range.lowerBound), range.upperBound)
    }
}
