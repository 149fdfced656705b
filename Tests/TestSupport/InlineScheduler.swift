import Interactors
import Usecases

/// Runs background work and UI answers at once, inline: a Presenter or Interactor test answers
/// synchronously.
public struct InlineScheduler: WorkScheduler {
    public init() {}

    public func runInBackground(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    public func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }
}
