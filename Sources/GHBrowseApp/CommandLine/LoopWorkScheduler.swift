import Usecases

/// The scheduler `ghbrowse search` runs its requests with: "background" work is posted to the main
/// thread's loop like the answers, so a search, which asks one page at a time and waits for each,
/// runs on one thread. Dispatch's worker threads (a thread made, handed the request and handed back
/// its answer) cost a search on the loopback server about as much wall time as the request itself.
/// Commands that ask several things at once (`view`) keep `UIEventQueue`'s worker threads.
struct LoopWorkScheduler: WorkScheduler {
    let events: UIEventQueue

    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        events.runOnUIThread { work() }
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        events.runOnUIThread(work)
    }
}
