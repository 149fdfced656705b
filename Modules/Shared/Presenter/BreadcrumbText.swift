import TextCells

/// Where the person is, as a line: `github › kennethreitz/legit › user:kennethreitz`.
public enum BreadcrumbText {
    public static let separator = " › "

    /// `trail` (untrusted names and queries) made safe and joined; when too wide, cut from the
    /// left, where the oldest steps are: `… › kennethreitz/legit › user:kennethreitz`.
    public static func fit(_ trail: [String], toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let steps = trail.map { TextSanitizer.singleLine($0) }
        var start = 0
        while start < steps.count {
            let text = (start > 0 ? ["…"] : []) + steps[start...]
            let line = text.joined(separator: separator)
            if DisplayWidth.of(line) <= width { return line }
            start += 1
        }
        // Even the last step alone is too wide: keep its end.
        guard let last = steps.last else { return "" }
        return "…" + clipFromLeft(last, toWidth: width - 1)
    }

    /// The longest suffix of `text` (whole clusters) that fits in `width` cells.
    private static func clipFromLeft(_ text: String, toWidth width: Int) -> String {
        var used = 0
        var kept: [Character] = []
        for character in text.reversed() {
            let cells = DisplayWidth.of(character)
            if used + cells > width { break }
            used += cells
            kept.append(character)
        }
        return String(kept.reversed())
    }
}
