/// Navigation out of the repository detail screen. Going back is the navigation stack's
/// (Esc, q, ←, Backspace pop the screen), so there is nothing more to route yet.
@MainActor
public protocol RepositoryDetailWireframe: AnyObject {}
