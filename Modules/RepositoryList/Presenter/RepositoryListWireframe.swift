import Routes

/// Navigation out of the repository list: a repository's detail, your lists, the files, commits and releases of the selected repository. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias RepositoryListWireframe = RouteWireframe
