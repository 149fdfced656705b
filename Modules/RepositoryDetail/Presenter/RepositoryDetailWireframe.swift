import Entities

/// Navigation out of the repository detail screen. Going back is the navigation stack's
/// (Esc, q, ←, Backspace pop the screen).
@MainActor
public protocol RepositoryDetailWireframe: AnyObject {
    /// Pushes a new repository list that runs `search` at once (the owner's, a topic's, a language's).
    func showRepositoryList(_ search: RepositorySearch)
    /// Offers `topics` (already made safe) in a chooser; picking the one at index `i` opens a list
    /// that runs `searches[i]`.
    func chooseTopic(of topics: [String], searches: [RepositorySearch])
    /// Offers a repository's branches and tags in a chooser titled `title`: the row `labels[i]`
    /// (already made safe) makes `refs[i]` the current ref of `fullName`'s screens.
    func chooseRef(of fullName: String, title: String, labels: [String], refs: [String])
    /// Pushes the files of `place`, at its root.
    func showFiles(_ place: RepositoryRef)
    /// Pushes the history of `place`.
    func showCommits(_ place: RepositoryRef)
    /// Pushes the releases of `fullName`.
    func showReleases(fullName: String)
}
