/// Fits text into a number of terminal cells: truncation, padding and word wrap.
///
/// Widths are display cells (`DisplayWidth`); grapheme clusters are never split. The input
/// should already be sanitized (`TextSanitizer`): layout does not remove controls.
public enum TextLayout {
    /// `s` unchanged when it fits in `width` cells; otherwise its longest prefix that fits
    /// together with `ellipsis`, followed by `ellipsis`. Never wider than `width`; "" when
    /// `width <= 0`. When even the ellipsis does not fit, the plain prefix that fits.
    public static func truncate(_ s: String, toWidth width: Int, ellipsis: String = "…") -> String {
        truncated(s, toWidth: width, ellipsis: ellipsis).text
    }

    /// `truncate` together with the width of what it returns.
    private static func truncated(_ s: String, toWidth width: Int, ellipsis: String) -> (text: String, width: Int) {
        guard width > 0 else { return ("", 0) }
        let whole = DisplayWidth.of(s)
        if whole <= width { return (s, whole) }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard ellipsisWidth <= width else { return measured(clip(s, toWidth: width)) }
        // Printable ASCII before an ellipsis that cannot join it (the usual "…"): the prefix's
        // bytes are its cells, so the result's width is known without measuring it again.
        if ellipsis == "…" || TextSanitizer.isPlainPrintableASCII(ellipsis),
           var end = printableASCIIPrefixEnd(s, width: width - ellipsisWidth) {
            let utf8 = s.utf8
            while end > 0, utf8[utf8.index(utf8.startIndex, offsetBy: end - 1)] == UInt8(ascii: " ") { end -= 1 }
            return (String(Substring(utf8.prefix(end))) + ellipsis, end + ellipsisWidth)
        }
        var prefix = clip(s, toWidth: width - ellipsisWidth)
        while let last = prefix.last, last == " " {
            prefix.removeLast()
        }
        let result = prefix + ellipsis
        // Joining could in theory merge clusters differently; fall back to the plain clip.
        let resultWidth = DisplayWidth.of(result)
        return resultWidth <= width ? (result, resultWidth) : measured(clip(s, toWidth: width))
    }

    private static func measured(_ s: String) -> (text: String, width: Int) {
        (s, DisplayWidth.of(s))
    }

    /// `count` spaces ("" when `count <= 0`).
    public static func spaces(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return String(unsafeUninitializedCapacity: count) { buffer in
            buffer.initialize(repeating: UInt8(ascii: " "))
            return count
        }
    }

    /// The longest prefix of `s` (whole clusters) that fits in `width` cells, without ellipsis.
    public static func clip(_ s: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let end = printableASCIIPrefixEnd(s, width: width) {
            return end == s.utf8.count ? s : String(Substring(s.utf8.prefix(end)))
        }
        var used = 0
        var end = s.startIndex
        var index = s.startIndex
        while index < s.endIndex {
            let next = s.index(after: index)
            let w = DisplayWidth.of(s[index])
            if used + w > width { break }
            used += w
            index = next
            end = next
        }
        return String(s[s.startIndex..<end])
    }

    /// The quick answer to `clip` when the first `width` clusters are printable ASCII (one cell
    /// and one byte each): the byte count `clip` keeps, or nil to walk the clusters. The byte after
    /// the kept ones must be printable ASCII too: a combining mark there would join the last
    /// cluster, and a control (no cells) would be kept.
    private static func printableASCIIPrefixEnd(_ s: String, width: Int) -> Int? {
        s.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
            let end = min(width, utf8.count)
            for index in 0..<end where utf8[index] < 0x20 || utf8[index] >= 0x7F { return nil }
            if end < utf8.count, utf8[end] < 0x20 || utf8[end] >= 0x7F { return nil }
            return end
        } ?? nil
    }

    /// `s` truncated (with "…") or padded with spaces to exactly `width` cells; "" when `width <= 0`.
    public static func pad(_ s: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let fitted = truncated(s, toWidth: width, ellipsis: "…")
        let missing = width - fitted.width
        return missing > 0 ? fitted.text + spaces(missing) : fitted.text
    }

    /// Word-wraps `s` into lines of at most `width` cells (`WordWrapper`'s rules). Explicit line
    /// breaks start new lines (empty lines are kept); words longer than a line start a line of
    /// their own and are broken at cluster boundaries; runs of spaces between words collapse to
    /// one. Empty input gives `[""]`.
    public static func wrap(_ s: String, width: Int) -> [String] {
        guard width > 0 else { return [""] }
        var wrapper = WordWrapper(capacity: s.utf8.count)
        wrapper.append(s, attribute: 0)
        return wrapper.lines(width: width, longWords: .newLine).map { line in
            line.segments.map { wrapper.text($0.range) }.joined()
        }
    }
}
