import Entities

/// Navigation out of the repository list.
@MainActor
public protocol RepositoryListWireframe: AnyObject {
    func showRepositoryDetail(_ repository: Repository)
}
