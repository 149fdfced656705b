import Routes

/// Navigation out of the releases screen: a release. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias ReleasesWireframe = RouteWireframe
