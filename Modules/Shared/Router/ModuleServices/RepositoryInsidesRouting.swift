import Entities

/// A Router whose screen leads into a repository's insides (`f`, `c`, `R` on the list and the
/// detail): it asks the navigator for the files, the history or the releases.
@MainActor
public protocol RepositoryInsidesRouting: AnyObject {
    /// The services the Router assembled its module from; their navigator takes the routes.
    var dependencies: ModuleDependencies { get }
}

public extension RepositoryInsidesRouting {
    /// The files of `place`, at its root.
    func showFiles(_ place: RepositoryRef) {
        dependencies.navigator?.show(.files(place, path: ""))
    }

    /// The history of `place`.
    func showCommits(_ place: RepositoryRef) {
        dependencies.navigator?.show(.commits(place))
    }

    /// The releases of `fullName`.
    func showReleases(fullName: String) {
        dependencies.navigator?.show(.releases(fullName: fullName))
    }
}
