import TextCells

/// A one-line text field: its text, the cursor (in Characters) and the editing requests
/// (which keys make them is the key table's business).
public struct TextFieldState: Equatable, Sendable {
    public var text: String {
        didSet { cursor = min(cursor, text.count) }
    }
    /// Cursor position in Characters, `0...text.count`.
    public var cursor: Int

    /// A field holding `text` with the cursor at its end.
    public init(text: String = "") {
        self.text = text
        self.cursor = text.count
    }

    /// Types `character` at the cursor.
    public mutating func type(_ character: Character) {
        cursor = max(0, min(cursor, text.count))
        insert(character)
    }

    /// Applies an editing request from the key table; other requests are `.notHandled`.
    public mutating func apply(_ request: KeyRequest) -> TextFieldEdit {
        cursor = max(0, min(cursor, text.count))
        switch request {
        case .deleteBackward:
            guard cursor > 0 else { return .unchanged }
            let index = text.index(text.startIndex, offsetBy: cursor - 1)
            // The cursor first: removing clamps it to the new length, which at the end would
            // already be one less.
            cursor -= 1
            text.remove(at: index)
            return .changed
        case .deleteForward:
            guard cursor < text.count else { return .unchanged }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return .changed
        case .cursorLeft:
            cursor = max(cursor - 1, 0)
            return .unchanged
        case .cursorRight:
            cursor = min(cursor + 1, text.count)
            return .unchanged
        case .cursorToStart:
            cursor = 0
            return .unchanged
        case .cursorToEnd:
            cursor = text.count
            return .unchanged
        case .deleteToStart:
            guard !text.isEmpty else { return .unchanged }
            text = ""
            cursor = 0
            return .changed
        case .deleteToEnd:
            guard cursor < text.count else { return .unchanged }
            text = String(text.prefix(cursor))
            return .changed
        case .deleteWordBackward:
            return deleteWordBeforeCursor()
        default:
            return .notHandled
        }
    }

    /// The part of the text to show in `width` cells and where the cursor falls in it.
    /// Scrolls horizontally so the cursor (and the character under it) is always visible.
    public func visibleSlice(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 0 else { return ("", 0) }
        let characters = Array(text)
        let cursor = max(0, min(self.cursor, characters.count))
        let widths = characters.map { DisplayWidth.of($0) }
        let before = widths[..<cursor].reduce(0, +)
        let underCursor = cursor < widths.count ? min(max(widths[cursor], 1), width) : 1
        var start = 0
        var cursorColumn = before
        if before + underCursor > width {
            // Scroll so that the cursor's cell is the last one shown.
            var used = 0
            start = cursor
            while start > 0 && used + widths[start - 1] <= width - underCursor {
                start -= 1
                used += widths[start]
            }
            cursorColumn = used
        }
        guard start > 0, start < cursor, width > 2 else {
            return (TextLayout.clip(String(characters[start...]), toWidth: width), cursorColumn)
        }
        // Scrolled: a leading "…" (padded to the cell width of what it covers) says text is hidden.
        let covered = String(repeating: " ", count: max(widths[start] - 1, 0))
        let visible = TextLayout.clip("…" + covered + String(characters[(start + 1)...]), toWidth: width)
        return (visible, cursorColumn)
    }

    private mutating func insert(_ character: Character) {
        let index = text.index(text.startIndex, offsetBy: cursor)
        let prefix = String(text[..<index]) + String(character)
        text = prefix + text[index...]
        // A combining mark joins the previous character, so count instead of adding one.
        cursor = min(prefix.count, text.count)
    }

    private mutating func deleteWordBeforeCursor() -> TextFieldEdit {
        guard cursor > 0 else { return .unchanged }
        let characters = Array(text)
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        text = String(characters[..<start]) + String(characters[cursor...])
        cursor = start
        return .changed
    }
}
