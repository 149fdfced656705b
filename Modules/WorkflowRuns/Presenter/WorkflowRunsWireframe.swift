import Routes

/// Navigation out of the workflow runs screen: a run. Going back is the navigation stack's.
public typealias WorkflowRunsWireframe = RouteWireframe
