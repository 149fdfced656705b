#if canImport(Glibc)
import Glibc
#endif

/// A non-blocking, close-on-exec pipe used to wake a `poll` loop from another thread or a signal handler.
struct WakePipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) == 0 {
            for descriptor in ends {
                _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
                _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            }
        }
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    /// Makes `readEnd` readable (async-signal-safe).
    func wake(_ byte: UInt8 = 1) {
        var byte = byte
        _ = write(writeEnd, &byte, 1)
    }

    /// Empties the pipe; returns the last byte read, if any.
    @discardableResult
    func drain() -> UInt8? {
        var buffer = [UInt8](repeating: 0, count: 64)
        var last: UInt8?
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { return last }
            last = buffer[count - 1]
        }
    }
}
