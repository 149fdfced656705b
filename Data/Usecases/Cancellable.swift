/// Work in flight that its starter can call off; cancelling twice, or after it finished, does nothing.
public protocol Cancellable: AnyObject, Sendable {
    func cancel()
}
