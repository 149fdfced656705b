import TextCells

/// A one-line text field: its text, the cursor (in Characters) and the editing keys.
///
/// Printable characters insert at the cursor; Backspace/Delete remove; ←/→, Home/End,
/// Ctrl-A/Ctrl-E move; Ctrl-U clears; Ctrl-K deletes to the end; Ctrl-W deletes the word
/// before the cursor; Enter submits.
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

    public mutating func apply(_ key: KeyPress) -> TextFieldEdit {
        cursor = max(0, min(cursor, text.count))
        switch key {
        case .character(let character):
            insert(character)
            return .changed
        case .backspace:
            guard cursor > 0 else { return .unchanged }
            let index = text.index(text.startIndex, offsetBy: cursor - 1)
            text.remove(at: index)
            cursor -= 1
            return .changed
        case .delete, .control("d"):
            guard cursor < text.count else { return .unchanged }
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return .changed
        case .left, .control("b"):
            cursor = max(cursor - 1, 0)
            return .unchanged
        case .right, .control("f"):
            cursor = min(cursor + 1, text.count)
            return .unchanged
        case .home, .control("a"):
            cursor = 0
            return .unchanged
        case .end, .control("e"):
            cursor = text.count
            return .unchanged
        case .control("u"):
            guard !text.isEmpty else { return .unchanged }
            text = ""
            cursor = 0
            return .changed
        case .control("k"):
            guard cursor < text.count else { return .unchanged }
            text = String(text.prefix(cursor))
            return .changed
        case .control("w"):
            return deleteWordBeforeCursor()
        case .enter:
            return .submit
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
        let visible = TextLayout.clip(String(characters[start...]), toWidth: width)
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
