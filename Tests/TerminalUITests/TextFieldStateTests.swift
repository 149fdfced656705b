import TerminalUI
import Testing

/// The one-line field's editing: Backspace at the end leaves the cursor at the (new) end.
struct TextFieldStateTests {
    @Test func backspaceAtTheEndKeepsTheCursorAtTheEnd() {
        var field = TextFieldState(text: "abc")
        #expect(field.apply(.deleteBackward) == .changed)
        #expect(field.text == "ab")
        #expect(field.cursor == 2)
        field.type("x")
        #expect(field.text == "abx")
    }

    @Test func backspaceInTheMiddleDeletesTheCharacterBeforeTheCursor() {
        var field = TextFieldState(text: "abc")
        _ = field.apply(.cursorLeft)
        _ = field.apply(.deleteBackward)
        #expect(field.text == "ac")
        #expect(field.cursor == 1)
    }
}
