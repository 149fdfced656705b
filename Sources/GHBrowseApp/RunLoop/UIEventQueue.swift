#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Interactors
import Usecases
import Synchronization

/// The UI thread's inbox: work posted from any thread, run later on the main thread by the
/// run loop, which learns there is something to run by polling `wakeDescriptor`.
///
/// This is the app's `WorkScheduler` and `DelayedWorkScheduler`: background work goes to
/// Dispatch's global queue, answers (and delayed work, once due) come back through the inbox.
public final class UIEventQueue: WorkScheduler, DelayedWorkScheduler {
    private let pending = Mutex<[@MainActor @Sendable () -> Void]>([])
    private let pipe = WakePipe()

    /// Readable while work is pending.
    public var wakeDescriptor: Int32 { pipe.readEnd }

    public init() {}

    deinit {
        close(pipe.readEnd)
        close(pipe.writeEnd)
    }

    public func runInBackground(_ work: @escaping @Sendable () -> Void) {
        DispatchQueue.global(qos: .userInitiated).async(execute: work)
    }

    public func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        pending.withLock { $0.append(work) }
        pipe.wake()
    }

    public func runOnUIThread(after seconds: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
        // Dispatch converts the delay to Int64 nanoseconds and traps past ~292 years: a wait from an
        // absurd header is held to a year (NaN to none), which is forever for a terminal session.
        let delay = seconds.isNaN ? 0 : min(max(seconds, 0), Self.longestDelay)
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + delay) {
            self.runOnUIThread(work)
        }
    }

    /// The longest delay `runOnUIThread(after:)` waits: a year.
    static let longestDelay: Double = 365 * 86_400

    /// Runs everything posted so far, in order. Returns whether anything ran.
    @MainActor
    @discardableResult
    public func drain() -> Bool {
        pipe.drain()
        let work = pending.withLock { pending in
            defer { pending.removeAll() }
            return pending
        }
        work.forEach { $0() }
        return !work.isEmpty
    }

    /// Blocks the UI thread until `isDone` holds, running posted work as it arrives
    /// (the command-line mode's loop).
    @MainActor
    public func run(until isDone: () -> Bool) {
        while !isDone() {
            var descriptor = pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, -1)
            drain()
        }
    }
}
