import Entities

/// Where the files screen leads.
@MainActor
public protocol RepositoryFilesWireframe: AnyObject {
    /// Pushes the file at `path` of `place` (`size` as the tree gave it).
    func showFile(_ place: RepositoryRef, path: String, size: Int?)
    /// Closes the files screen (← at the root).
    func close()
}
