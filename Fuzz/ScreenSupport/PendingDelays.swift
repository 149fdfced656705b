import Usecases

/// A `DelayUsecase` that keeps what it is asked to run later; `runPending(rounds:)` runs it, a
/// bounded number of rounds (a countdown re-arms itself every second).
@MainActor
public final class PendingDelays: DelayUsecase {
    private var pending: [(handle: Handle, work: @MainActor () -> Void)] = []

    public init() {}

    @discardableResult
    public func after(seconds: Double, run work: @escaping @MainActor () -> Void) -> Cancellable {
        let handle = Handle()
        pending.append((handle, work))
        return handle
    }

    /// Runs what is due, then what that asked for, `rounds` times at most.
    public func runPending(rounds: Int) {
        for _ in 0..<rounds where !pending.isEmpty {
            let due = pending
            pending.removeAll()
            for item in due where !item.handle.isCancelled { item.work() }
        }
        pending.removeAll()
    }

    /// One delayed piece of work, cancellable.
    final class Handle: Cancellable, @unchecked Sendable {
        private(set) var isCancelled = false
        func cancel() { isCancelled = true }
    }
}
