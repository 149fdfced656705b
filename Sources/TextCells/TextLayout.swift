/// Fits text into a number of terminal cells: truncation, padding and word wrap.
///
/// Widths are display cells (`DisplayWidth`); grapheme clusters are never split. The input
/// should already be sanitized (`TextSanitizer`): layout does not remove controls.
public enum TextLayout {
    /// `s` unchanged when it fits in `width` cells; otherwise its longest prefix that fits
    /// together with `ellipsis`, followed by `ellipsis`. Never wider than `width`; "" when
    /// `width <= 0`. When even the ellipsis does not fit, the plain prefix that fits.
    public static func truncate(_ s: String, toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(s) <= width { return s }
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        guard ellipsisWidth <= width else { return clip(s, toWidth: width) }
        var prefix = clip(s, toWidth: width - ellipsisWidth)
        while let last = prefix.last, last == " " {
            prefix.removeLast()
        }
        let result = prefix + ellipsis
        // Joining could in theory merge clusters differently; fall back to the plain clip.
        return DisplayWidth.of(result) <= width ? result : clip(s, toWidth: width)
    }

    /// The longest prefix of `s` (whole clusters) that fits in `width` cells, without ellipsis.
    public static func clip(_ s: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
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

    /// `s` truncated (with "…") or padded with spaces to exactly `width` cells; "" when `width <= 0`.
    public static func pad(_ s: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(s, toWidth: width)
        let missing = width - DisplayWidth.of(fitted)
        return missing > 0 ? fitted + String(repeating: " ", count: missing) : fitted
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
