import Entities

/// Navigation out of the repository detail screen. Going back is the navigation stack's
/// (Esc, q, ←, Backspace pop the screen).
@MainActor
public protocol RepositoryDetailWireframe: AnyObject {
    /// Pushes a new repository list that runs `search` at once (the owner's, a topic's, a language's).
    func showRepositoryList(_ search: RepositorySearch)
}
