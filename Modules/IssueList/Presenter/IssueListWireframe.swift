import Routes

/// Navigation out of an issue list: an issue or a pull request's conversation. The Presenter
/// names the route and the Router hands it to the navigator; going back is the navigation stack's.
public typealias IssueListWireframe = RouteWireframe
