import TextCells

/// Tabs turned into spaces up to the next tab stop, counted in display cells (a wide character
/// takes two), as a terminal would place them.
public enum TabExpansion {
    /// GitHub's default tab width.
    public static let defaultWidth = 8

    /// `line` with every tab replaced by the spaces that reach the next multiple of `width`
    /// (at least 1; absurd widths are brought to 1...32).
    public static func expand(_ line: String, width: Int = defaultWidth) -> String {
        guard line.utf8.contains(UInt8(ascii: "\t")) else { return line }
        let width = min(max(width, 1), 32)
        var result = ""
        result.reserveCapacity(line.utf8.count + 8)
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = width - column % width
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}
