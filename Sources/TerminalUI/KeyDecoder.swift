import CNCursesW

/// Turns what `get_wch` returns into a `KeyPress`. Pure, so it is unit-tested without a terminal.
public enum KeyDecoder {
    /// ncurses key codes (the values `get_wch` returns with `KEY_CODE_YES`).
    public enum KeyCode {
        public static let up = Int32(KEY_UP)
        public static let down = Int32(KEY_DOWN)
        public static let left = Int32(KEY_LEFT)
        public static let right = Int32(KEY_RIGHT)
        public static let pageUp = Int32(KEY_PPAGE)
        public static let pageDown = Int32(KEY_NPAGE)
        public static let home = Int32(KEY_HOME)
        public static let end = Int32(KEY_END)
        public static let backspace = Int32(KEY_BACKSPACE)
        public static let delete = Int32(KEY_DC)
        public static let insert = Int32(KEY_IC)
        public static let enter = Int32(KEY_ENTER)
        public static let backTab = Int32(KEY_BTAB)
        public static let resize = Int32(KEY_RESIZE)
        public static let mouse = Int32(KEY_MOUSE)
    }

    /// ncurses mouse button states (`MEVENT.bstate` bits) ghbrowse asks for.
    public enum MouseButton {
        public static let leftPressed = UInt32(ghb_mouse_button1_pressed())
        public static let leftReleased = UInt32(ghb_mouse_button1_released())
        public static let leftClicked = UInt32(ghb_mouse_button1_clicked())
        public static let leftDoubleClicked = UInt32(ghb_mouse_button1_double_clicked())
        /// The wheel turned away from the user (ncurses reports it as button 4).
        public static let wheelUp = UInt32(ghb_mouse_button4_pressed())
        /// The wheel turned towards the user (button 5).
        public static let wheelDown = UInt32(ghb_mouse_button5_pressed())
    }

    /// A mouse event as `getmouse` fills it in, or nil for buttons and states ghbrowse ignores
    /// (the middle and right buttons, triple clicks, motion).
    public static func decode(mouse event: MEVENT) -> KeyPress? {
        decode(mouseState: UInt32(event.bstate), row: Int(event.y), column: Int(event.x))
    }

    /// The mouse event for `state` (`MEVENT.bstate`) at a cell, or nil when ghbrowse ignores it.
    /// A double click wins over the press that may come with it; a click counts as a press.
    public static func decode(mouseState state: UInt32, row: Int, column: Int) -> KeyPress? {
        let kind: MouseEvent.Kind
        if state & MouseButton.wheelUp != 0 {
            kind = .wheelUp
        } else if state & MouseButton.wheelDown != 0 {
            kind = .wheelDown
        } else if state & MouseButton.leftDoubleClicked != 0 {
            kind = .doubleClick
        } else if state & (MouseButton.leftPressed | MouseButton.leftClicked) != 0 {
            kind = .press
        } else if state & MouseButton.leftReleased != 0 {
            kind = .release
        } else {
            return nil
        }
        guard row >= 0, column >= 0 else { return nil }
        return .mouse(MouseEvent(kind, row: row, column: column))
    }

    /// A character read as text: Enter, Esc, Backspace, Tab, Ctrl-letters or a printable character.
    public static func decode(wideChar: UInt32) -> KeyPress {
        switch wideChar {
        case 10, 13: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 9: return .tab
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(0x60 + wideChar))))
        case 0...31, 0x80...0x9F: return .unknown(Int32(bitPattern: wideChar))
        default:
            guard let scalar = Unicode.Scalar(wideChar) else { return .unknown(Int32(bitPattern: wideChar)) }
            return .character(Character(scalar))
        }
    }

    /// A function key code (`KEY_UP`, `KEY_NPAGE`, `KEY_RESIZE`, …). Keypad keys map onto
    /// their usual meaning (A1 Home, A3 PgUp, C1 End, C3 PgDn).
    public static func decode(keyCode: Int32) -> KeyPress {
        switch keyCode {
        case KeyCode.up: return .up
        case KeyCode.down: return .down
        case KeyCode.left: return .left
        case KeyCode.right: return .right
        case KeyCode.pageUp, Int32(KEY_A3): return .pageUp
        case KeyCode.pageDown, Int32(KEY_C3): return .pageDown
        case KeyCode.home, Int32(KEY_A1): return .home
        case KeyCode.end, Int32(KEY_C1), Int32(KEY_LL): return .end
        case KeyCode.backspace: return .backspace
        case KeyCode.delete: return .delete
        case KeyCode.insert: return .insert
        case KeyCode.enter: return .enter
        case KeyCode.backTab: return .backTab
        case KeyCode.resize: return .resize
        default: return .unknown(keyCode)
        }
    }
}
