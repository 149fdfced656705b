import Routes

/// Navigation out of the code search: a file, opened at its first match. The Presenter names the
/// route and the Router hands it to the navigator; going back is the navigation stack's.
public typealias CodeSearchWireframe = RouteWireframe
