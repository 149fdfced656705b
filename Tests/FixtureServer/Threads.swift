import Glibc

/// Starts `body` on a new POSIX thread; returns the thread (to join, unless `detached`)
/// or nil if none could start.
@discardableResult
func startThread(detached: Bool = false, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
    final class Start {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    let start = Unmanaged.passRetained(Start(body)).toOpaque()
    var thread = pthread_t()
    let result = pthread_create(&thread, nil, { raw in
        guard let raw else { return nil }
        Unmanaged<Start>.fromOpaque(raw).takeRetainedValue().body()
        return nil
    }, start)
    guard result == 0 else {
        Unmanaged<Start>.fromOpaque(start).release()
        return nil
    }
    if detached { pthread_detach(thread) }
    return thread
}

/// Sleeps for `duration`, in short steps, returning early once `shouldStop` says so.
func sleep(for duration: Duration, unless shouldStop: () -> Bool) {
    let (seconds, attoseconds) = duration.components
    var remainingMicroseconds = Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000)
    while remainingMicroseconds > 0 && !shouldStop() {
        let step = min(remainingMicroseconds, 10_000)
        usleep(UInt32(step))
        remainingMicroseconds -= step
    }
}
