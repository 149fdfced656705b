import Routes

/// Navigation out of an issue's conversation: nowhere yet but back (links go to the browser). The
/// Presenter names a route and the Router hands it to the navigator.
public typealias IssueWireframe = RouteWireframe
