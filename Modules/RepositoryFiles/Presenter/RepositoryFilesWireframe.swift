import Routes

/// Navigation out of the files screen: a file, or closing the screen (← at the root). The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias RepositoryFilesWireframe = RouteWireframe
