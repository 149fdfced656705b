import Routes

/// Navigation out of a release: nowhere yet but back (links leave through the browser). The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias ReleaseWireframe = RouteWireframe
