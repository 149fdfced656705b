import CCurl
import Glibc
import Synchronization

/// Process-wide libcurl set-up: `curl_global_init` runs exactly once, on first use.
enum CurlRuntime {
    /// Swift initialises a global `let` once, thread-safely, which is what `curl_global_init` needs.
    private static let initialization: CURLcode = ghb_global_init_default()

    static var isReady: Bool { initialization == CURLE_OK }
}

/// A curl share handle holding the DNS cache and TLS sessions every transfer may use,
/// guarded by one pthread mutex per kind of shared data.
///
/// Connections are deliberately not shared here: libcurl documents that sharing its
/// connection cache between concurrent threads is unsupported. `CurlMultiPool` reuses
/// connections instead.
final class CurlShare: @unchecked Sendable {
    // Safe to share: the handle is only touched through libcurl, which calls the
    // lock callbacks below around every access; the mutexes live as long as the handle.
    let handle: UnsafeMutableRawPointer
    private let locks: UnsafeMutablePointer<pthread_mutex_t>
    private let lockCount: Int

    init?() {
        guard CurlRuntime.isReady, let handle = curl_share_init() else { return nil }
        self.handle = handle
        lockCount = Int(CURL_LOCK_DATA_LAST.rawValue) + 1
        locks = .allocate(capacity: lockCount)
        for index in 0..<lockCount {
            pthread_mutex_init(locks + index, nil)
        }
        _ = ghb_share_setopt_userdata(handle, UnsafeMutableRawPointer(locks))
        _ = ghb_share_setopt_lock_function(handle) { _, data, _, userData in
            guard let locks = userData?.assumingMemoryBound(to: pthread_mutex_t.self) else { return }
            pthread_mutex_lock(locks + Int(data.rawValue))
        }
        _ = ghb_share_setopt_unlock_function(handle) { _, data, userData in
            guard let locks = userData?.assumingMemoryBound(to: pthread_mutex_t.self) else { return }
            pthread_mutex_unlock(locks + Int(data.rawValue))
        }
        _ = ghb_share_setopt_share(handle, CURL_LOCK_DATA_DNS)
        _ = ghb_share_setopt_share(handle, CURL_LOCK_DATA_SSL_SESSION)
    }

    deinit {
        _ = curl_share_cleanup(handle)
        for index in 0..<lockCount {
            pthread_mutex_destroy(locks + index)
        }
        locks.deallocate()
    }
}

/// One curl multi handle: it drives one transfer at a time and keeps that transfer's
/// connection open afterwards (its connection cache), so the next transfer through it
/// reuses the connection.
final class CurlMulti: @unchecked Sendable {
    // Safe to share: only the thread that checked it out of the pool drives it;
    // other threads only call `wakeUp`, which libcurl allows from any thread.
    let handle: UnsafeMutableRawPointer
    /// Set on each transfer; kept alive until every connection that used its TLS sessions is closed.
    let share: CurlShare

    init?(share: CurlShare) {
        guard let handle = curl_multi_init() else { return nil }
        self.handle = handle
        self.share = share
    }

    /// Makes a `curl_multi_poll` in progress (or the next one) return at once.
    func wakeUp() {
        _ = curl_multi_wakeup(handle)
    }

    deinit {
        _ = curl_multi_cleanup(handle)
    }
}

/// Idle multi handles waiting for the next transfer, most recently used first, so
/// sequential requests from any thread go over the same kept-alive connection while
/// concurrent requests each get a handle (and connection) of their own.
final class CurlMultiPool: Sendable {
    private let idle = Mutex<[CurlMulti]>([])
    private let share: CurlShare
    private let maximumIdle: Int

    init(share: CurlShare, maximumIdle: Int = 8) {
        self.share = share
        self.maximumIdle = maximumIdle
    }

    func checkOut() -> CurlMulti? {
        if let multi = idle.withLock({ $0.popLast() }) { return multi }
        return CurlMulti(share: share)
    }

    func checkIn(_ multi: CurlMulti) {
        let surplus: CurlMulti? = idle.withLock { idle in
            guard idle.count < maximumIdle else { return multi }
            idle.append(multi)
            return nil
        }
        // Released outside the lock: closing its connections may take a moment.
        _ = surplus
    }
}
