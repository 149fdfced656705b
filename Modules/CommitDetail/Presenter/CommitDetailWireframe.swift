/// Where the commit screen leads: nowhere yet but back, which is the navigation stack's (Esc).
@MainActor
public protocol CommitDetailWireframe: AnyObject {}
