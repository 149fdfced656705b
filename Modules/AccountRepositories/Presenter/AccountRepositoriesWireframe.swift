import Routes

/// Navigation out of your stars or your repositories: a repository's detail. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias AccountRepositoriesWireframe = RouteWireframe
