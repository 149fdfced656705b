import Routes

/// Navigation out of a commit: nowhere yet but back. The Presenter names the route and the Router hands it to the
/// navigator; going back is the navigation stack's (Esc, q, ←, Backspace).
public typealias CommitDetailWireframe = RouteWireframe
