import TerminalUI
import TextCells

public extension DrawingSurface {
    /// Marks the matches of `find` on text line `line`, drawn on screen row `row` with the line's
    /// column 0 at screen column `column` and `leftColumn` cells of it scrolled off to the left,
    /// up to screen column `right`: each match's text again in `.findMatch`, the current one in
    /// `.currentFindMatch`. `width` measures a prefix of the line's bytes as the screen lays it out
    /// (tabs expanded in code). The one way every text screen draws its matches.
    func putFindMatches(_ find: TextFind, line: Int, row: Int, column: Int, leftColumn: Int = 0, right: Int,
                        width: (ArraySlice<UInt8>) -> Int = TextMatcher.displayWidth) {
        guard let matcher = find.matcher else { return }
        let bytes = matcher.bytes(ofLine: line)
        for index in matcher.matches(onLine: line) {
            guard let match = matcher.match(index), let columns = matcher.columns(of: index, width: width) else { continue }
            let slice = bytes[(bytes.startIndex + match.bytes.lowerBound)..<(bytes.startIndex + match.bytes.upperBound)]
            var text = Substring(String(decoding: slice, as: UTF8.self))
            var start = columns.lowerBound
            // Drop the characters left of the edge.
            while start < leftColumn, let first = text.first {
                start += DisplayWidth.of(first)
                text = text.dropFirst()
            }
            let screenColumn = column + start - leftColumn
            guard !text.isEmpty, screenColumn < right else { continue }
            put(String(text), row: row, column: screenColumn, maxWidth: right - screenColumn,
                style: index == find.current ? .currentFindMatch : .findMatch)
        }
    }

    /// The find line on row `row` while a search is active: `/`, the text (with the cursor while
    /// the field is open), and "3 of 41" or "no match"; false (nothing drawn) without a search.
    func putFindLine(_ find: TextFind, row: Int) -> Bool {
        guard find.isActive else { return false }
        let columns = size.columns
        let count = find.countText
        let note = count.isEmpty ? "" : "  " + count
        let noteWidth = DisplayWidth.of(note)
        let width = max(columns - 1 - noteWidth, 1)
        fill(row: row, column: 0, width: columns, style: .normal)
        put("/", row: row, column: 0, maxWidth: columns, style: .accent)
        if let field = find.field {
            let slice = field.visibleSlice(width: width)
            put(slice.text, row: row, column: 1, maxWidth: width, style: .bold)
            put(note, row: row, column: 1 + DisplayWidth.of(slice.text), maxWidth: max(columns - 1, 0),
                style: find.current == nil ? .warning : .dim)
            showCursor(row: row, column: 1 + slice.cursorColumn)
        } else {
            let query = TextLayout.truncate(find.matcher?.query ?? "", toWidth: width)
            put(query, row: row, column: 1, maxWidth: width, style: .bold)
            put(note, row: row, column: 1 + DisplayWidth.of(query), maxWidth: max(columns - 1, 0),
                style: find.current == nil ? .warning : .dim)
        }
        return true
    }
}
