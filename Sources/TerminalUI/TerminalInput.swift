/// One item read from the terminal before escape sequences are put together: a character
/// (`get_wch`'s text) or a key ncurses already decoded (its own key codes, the mouse, a resize).
public enum TerminalInput: Equatable, Sendable {
    case character(UInt32)
    case decoded(KeyPress)
}
