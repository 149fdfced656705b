import TerminalUI

/// Keys pressed on a screen under test, and the screen drawn again, as the run loop does.
@MainActor
public enum ScreenKeyPresses {
    /// Presses `keys` on `screen` in turn; true when the screen handled every one.
    public static func press(_ keys: [KeyPress], on screen: Screen) -> Bool {
        keys.reduce(true) { handled, key in screen.handle(key: key) && handled }
    }

    /// `text` typed on `screen` a character at a time; true when every character was handled.
    public static func type(_ text: String, on screen: Screen) -> Bool {
        press(text.map { KeyPress.character($0) }, on: screen)
    }

    /// `screen` drawn on `surface` cleared first; its lines.
    public static func redraw(_ screen: Screen, on surface: InMemorySurface) -> [String] {
        surface.clear()
        screen.draw(on: surface)
        return surface.lines
    }
}
