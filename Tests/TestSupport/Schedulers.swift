import Interactors
import Usecases
import Synchronization

/// Holds background work until the test releases it (to cancel in between); UI work runs inline.
public final class HeldScheduler: WorkScheduler, @unchecked Sendable {
    public private(set) var held: [@Sendable () -> Void] = []

    public init() {}

    public func runInBackground(_ work: @escaping @Sendable () -> Void) {
        held.append(work)
    }

    public func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }

    public func releaseAll() {
        let work = held
        held.removeAll()
        work.forEach { $0() }
    }
}

/// Holds all work until the test releases it, so a test can see what ran where and in which order.
public final class SteppedScheduler: WorkScheduler {
    private let background = Mutex<[@Sendable () -> Void]>([])
    private let ui = Mutex<[@MainActor @Sendable () -> Void]>([])

    public init() {}

    public var pendingBackground: Int { background.withLock { $0.count } }
    public var pendingUI: Int { ui.withLock { $0.count } }

    public func runInBackground(_ work: @escaping @Sendable () -> Void) {
        background.withLock { $0.append(work) }
    }

    public func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        ui.withLock { $0.append(work) }
    }

    /// Runs the held background work, newest first (as an unordered pool might).
    public func runBackgroundNewestFirst() {
        let work = background.withLock { jobs in defer { jobs.removeAll() }; return jobs }
        for job in work.reversed() { job() }
    }

    @MainActor
    public func runUI() {
        let work = ui.withLock { jobs in defer { jobs.removeAll() }; return jobs }
        for job in work { job() }
    }
}
