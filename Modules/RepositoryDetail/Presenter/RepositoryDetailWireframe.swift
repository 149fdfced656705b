import Routes

/// Navigation out of the repository detail: lists of repositories (the owner's, a topic's, a language's), the topic and ref choosers, the files, the commits and the releases. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias RepositoryDetailWireframe = RouteWireframe
