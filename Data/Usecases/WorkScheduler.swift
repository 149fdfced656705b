/// Runs Interactor work off the UI thread and brings answers back to it.
///
/// The app's run loop provides the real one; tests use one that runs everything inline,
/// so a Presenter or Interactor test answers synchronously.
public protocol WorkScheduler: Sendable {
    /// Runs `work` on some thread other than the UI thread.
    func runInBackground(_ work: @escaping @Sendable () -> Void)
    /// Runs `work` on the UI thread, after whatever it is doing now.
    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void)
}
