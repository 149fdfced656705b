/// One full-screen view on the navigation stack: it draws itself and handles keys.
@MainActor
public protocol Screen: AnyObject {
    /// Draws the whole screen on `surface` (already cleared), laid out for its current size.
    func draw(on surface: DrawingSurface)
    /// Handles a key; returns false to let the navigation stack act on it (back, quit, help).
    func handle(key: KeyPress) -> Bool
}
