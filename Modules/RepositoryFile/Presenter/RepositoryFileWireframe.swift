/// Navigation out of the file view. It leads nowhere yet: going back is the navigation stack's
/// (Esc, q, Backspace pop the screen), and `o` goes to the browser through a use case.
@MainActor
public protocol RepositoryFileWireframe: AnyObject {}
