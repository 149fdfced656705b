import Routes

/// Navigation out of the notifications screen: a thread's issue, pull request, commit or a
/// repository's releases. The Presenter names the route; going back is the navigation stack's.
public typealias NotificationsWireframe = RouteWireframe
