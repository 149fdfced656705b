import APIClient
import Usecases

/// Delays work through a `DelayedWorkScheduler`; a cancelled delay never runs.
@MainActor
public final class DelayInteractor: DelayUsecase {
    private let scheduler: DelayedWorkScheduler

    public init(scheduler: DelayedWorkScheduler) {
        self.scheduler = scheduler
    }

    @discardableResult
    public func after(seconds: Double, run work: @escaping @MainActor () -> Void) -> Cancellable {
        let token = CancellationToken()
        scheduler.runOnUIThread(after: max(seconds, 0)) {
            guard !token.isCancelled else { return }
            work()
        }
        return token
    }
}
