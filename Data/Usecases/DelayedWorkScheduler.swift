/// Runs work on the UI thread once a delay has passed (the app's run loop provides it;
/// tests use a fake clock that runs due work when told time has moved on).
public protocol DelayedWorkScheduler: Sendable {
    /// Runs `work` on the UI thread no sooner than `seconds` from now.
    func runOnUIThread(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void)
}
