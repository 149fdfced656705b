import Usecases

/// Runs an Interactor's background work and its answer at once, inline, so one fuzz input goes
/// from the HTTP answer to the drawn screen synchronously.
public struct InlineWork: WorkScheduler {
    public init() {}

    public func runInBackground(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    public func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }
}
