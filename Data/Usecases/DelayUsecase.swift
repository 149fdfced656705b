/// Calls back after a delay, on the UI thread: how a Presenter re-renders a countdown or
/// retries later without a key press. Injected, so tests drive time by hand.
@MainActor
public protocol DelayUsecase: AnyObject {
    /// Runs `work` on the UI thread after `seconds`, unless the returned handle is cancelled first.
    @discardableResult
    func after(seconds: Double, run work: @escaping @MainActor () -> Void) -> Cancellable
}
