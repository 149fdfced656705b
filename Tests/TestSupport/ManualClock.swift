#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Interactors
import Usecases
import Synchronization

/// A fake clock: the time it tells moves only when the test calls `advance(by:)`, which runs
/// the delayed work that has come due, in order. It is a `DateProvider`, a `DelayedWorkScheduler`
/// and (through `DelayInteractor` or directly) a `DelayUsecase`.
public final class ManualClock: DateProvider, DelayedWorkScheduler, @unchecked Sendable {
    private struct Pending {
        let due: Date
        let work: @MainActor @Sendable () -> Void
    }

    private let state: Mutex<(now: Date, pending: [Pending])>

    public init(now: Date) {
        state = Mutex((now, []))
    }

    public var now: Date { state.withLock { $0.now } }

    /// How many delayed jobs wait to come due.
    public var pendingCount: Int { state.withLock { $0.pending.count } }

    public func runOnUIThread(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        state.withLock { $0.pending.append(Pending(due: $0.now.addingTimeInterval(seconds), work: work)) }
    }

    /// Moves time on by `seconds`, running each job as its due time is reached (jobs those jobs
    /// schedule run too, if they fall due within the same advance).
    @MainActor
    public func advance(by seconds: Double) {
        let end = now.addingTimeInterval(seconds)
        while let next = takeNextDue(before: end) {
            next()
        }
        state.withLock { $0.now = end }
    }

    private func takeNextDue(before end: Date) -> (@MainActor @Sendable () -> Void)? {
        state.withLock { state in
            guard let index = state.pending.indices.min(by: { state.pending[$0].due < state.pending[$1].due }),
                  state.pending[index].due <= end else { return nil }
            let job = state.pending.remove(at: index)
            state.now = max(state.now, job.due)
            return job.work
        }
    }
}

/// A clock that always tells the same time.
public struct FixedDateProvider: DateProvider {
    public var now: Date

    public init(now: Date) {
        self.now = now
    }
}
