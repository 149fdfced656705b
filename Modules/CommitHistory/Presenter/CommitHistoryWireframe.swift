import Routes

/// Navigation out of the commits screen: a commit. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias CommitHistoryWireframe = RouteWireframe
