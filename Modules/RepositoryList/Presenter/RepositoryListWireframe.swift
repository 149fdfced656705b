import Entities

/// Navigation out of the repository list.
@MainActor
public protocol RepositoryListWireframe: AnyObject {
    /// Shows `repository`, chosen from the results of `search`.
    func showRepositoryDetail(_ repository: Repository, from search: RepositorySearch)
    /// Offers your own listings (your stars, your repositories) in a chooser.
    func showYourLists()
    /// Pushes the files, the commits or the releases of the repository at `place`.
    func showFiles(_ place: RepositoryRef)
    func showCommits(_ place: RepositoryRef)
    func showReleases(fullName: String)
}
