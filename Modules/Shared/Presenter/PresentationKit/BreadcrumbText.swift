import TextCells

/// Where the person is, as a line: `github › kennethreitz/legit › user:kennethreitz`.
public enum BreadcrumbText {
    public static let separator = " › "

    /// The column every screen draws its breadcrumb at: the one left margin of every screen.
    public static let column = 1

    /// `trail` (untrusted names and queries) made safe and joined; when too wide, cut from the
    /// left, where the oldest steps are: `… › kennethreitz/legit › user:kennethreitz`; when even
    /// the last step is too wide alone, it is shortened in the middle (`legit/…/core.py`).
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
        // Even the last step alone is too wide: shortened in the middle, a path keeping its start
        // and its file name (`legit/…/core.py`), anything else its end.
        guard let last = steps.last else { return "" }
        guard width > 1 else { return "…" }
        return PathText.shortened(last, toWidth: width)
    }
}
