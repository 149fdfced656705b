import Synchronization
import Usecases

/// Runs jobs one at a time, in the order they were added, on the scheduler's background side,
/// even when that side is a concurrent pool: so "record a, then record b" reaches the store
/// in that order.
final class SerialBackgroundWork: Sendable {
    private struct Pending {
        var jobs: [@Sendable () -> Void] = []
        var draining = false
    }

    private let scheduler: any WorkScheduler
    private let pending = Mutex(Pending())

    init(scheduler: any WorkScheduler) {
        self.scheduler = scheduler
    }

    func enqueue(_ job: @escaping @Sendable () -> Void) {
        let startDraining = pending.withLock { state in
            state.jobs.append(job)
            if state.draining { return false }
            state.draining = true
            return true
        }
        if startDraining {
            scheduler.runInBackground { self.drain() }
        }
    }

    /// Runs jobs until none is left; the lock is never held while a job runs.
    private func drain() {
        while let job = nextJob() {
            job()
        }
    }

    private func nextJob() -> (@Sendable () -> Void)? {
        pending.withLock { state in
            if state.jobs.isEmpty {
                state.draining = false
                return nil
            }
            return state.jobs.removeFirst()
        }
    }
}
