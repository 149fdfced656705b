/// Navigation out of the release screen: none but back, which is the navigation stack's (Esc, q,
/// ←, Backspace pop the screen); links leave through the browser. Kept so the Router has its
/// place when a screen is reached from a release.
@MainActor
public protocol ReleaseWireframe: AnyObject {}
