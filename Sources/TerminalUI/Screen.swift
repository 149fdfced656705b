/// One full-screen view on the navigation stack.
///
/// The stack drives its lifecycle: `didAppear(size:)` once before its first draw,
/// `didResize(size:)` before a draw at a new size, then `draw(on:)`, which only draws.
/// Whatever changes what a screen shows (a key, a network answer) sets `needsRedraw`; the
/// run loop redraws when the stack reports it, whichever queue delivered the change.
@MainActor
public protocol Screen: AnyObject {
    /// The section of the key table in force now; the stack looks back, quit and help up in it.
    var keyContext: KeyContext { get }
    /// True when what the screen shows changed since it was last drawn; the stack clears it.
    var needsRedraw: Bool { get set }
    /// The screen is about to be shown for the first time, at `size`.
    func didAppear(size: TerminalSize)
    /// The screen is about to be drawn at a new `size`.
    func didResize(size: TerminalSize)
    /// Draws the whole screen on `surface` (already cleared).
    func draw(on surface: DrawingSurface)
    /// Handles a key; returns false to let the navigation stack act on it (back, quit, help).
    func handle(key: KeyPress) -> Bool
}
