import Entities

/// Navigation out of your stars or repositories. Going back is the navigation stack's.
@MainActor
public protocol AccountRepositoriesWireframe: AnyObject {
    /// Pushes `repository`'s detail (found with no search).
    func showRepositoryDetail(_ repository: Repository)
}
