import Entities

/// Navigation out of the file view: a link of a Markdown file to another file or a directory of
/// the same repository at the same ref. Going back is the navigation stack's (Esc, q, Backspace
/// pop the screen), and `o` goes to the browser through a use case.
@MainActor
public protocol RepositoryFileWireframe: AnyObject {
    /// Opens the file at `path` of `place` on a screen of its own, above this one.
    func showFile(_ place: RepositoryRef, path: String)
    /// Opens the files screen of `place` at the directory `path` ("" for the root).
    func showFiles(_ place: RepositoryRef, path: String)
}
