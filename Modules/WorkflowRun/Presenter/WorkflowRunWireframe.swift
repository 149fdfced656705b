import Routes

/// Navigation out of a workflow run: a job's log. Going back is the navigation stack's.
public typealias WorkflowRunWireframe = RouteWireframe
