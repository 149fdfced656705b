import Entities

/// Navigation out of the releases screen. Going back is the navigation stack's (Esc, q, ←,
/// Backspace pop the screen).
@MainActor
public protocol ReleasesWireframe: AnyObject {
    /// Pushes one release of `fullName`: its notes and assets.
    func showRelease(fullName: String, _ release: Release)
}
