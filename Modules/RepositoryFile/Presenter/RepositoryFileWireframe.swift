import Routes

/// Navigation out of the file view: another file or a directory of the same repository at the same ref (a Markdown link). The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias RepositoryFileWireframe = RouteWireframe
