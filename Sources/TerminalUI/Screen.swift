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
    /// Acts on `request` as if a key had asked for it (the command palette runs an action that has
    /// no key); returns false to let the navigation stack act on it. By default a screen acts on
    /// no request without its key.
    func perform(_ request: KeyRequest) -> Bool
}

public extension Screen {
    func perform(_ request: KeyRequest) -> Bool { false }
}

/// Runs an action on the screen on top as its key would (the command palette's Enter, once the
/// palette is closed): `NavigationStack` is the one.
@MainActor
public protocol ScreenActionPerforming: AnyObject {
    /// Presses `key` when the action has one (the whole path a key takes: the screen, then the
    /// stack's back, quit and help); otherwise hands `request` to the top screen, then the stack.
    func perform(_ request: KeyRequest, key: KeyPress?)
}
