import Routes

/// Navigation out of a job's log: none but back, which is the navigation stack's.
public typealias JobLogWireframe = RouteWireframe
