/// One key the user pressed, decoded from the terminal.
public enum KeyPress: Hashable, Sendable {
    /// Printable text, including non-ASCII.
    case character(Character)
    case enter
    case escape
    case backspace
    case delete
    /// Insert (nothing uses it; recognised so its sequence is never read as text).
    case insert
    case tab
    /// Shift-Tab (ncurses `KEY_BTAB`).
    case backTab
    case up
    case down
    case left
    case right
    case pageUp
    case pageDown
    case home
    case end
    /// A control key, as its lowercase letter: `.control("u")` is Ctrl-U, `.control("c")` is Ctrl-C.
    case control(Character)
    /// The terminal changed size.
    case resize
    /// The mouse wheel turned or a button was used (only while mouse reporting is on).
    case mouse(MouseEvent)
    /// Anything else, with its raw code.
    case unknown(Int32)
}
