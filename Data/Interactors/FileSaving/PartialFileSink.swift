#if canImport(Glibc)
import Glibc
#endif
import APIClient
import Store
import Usecases

/// A download's body written into a `PartialFile`, its progress told at most every `interval`
/// (and once at the start), and the transfer stopped at once when `cancellation` is set.
final class PartialFileSink: HTTPBodySink {
    let file: PartialFile
    private let cancellation: CancellationToken
    private let progress: (SaveProgress) -> Void
    private let intervalNanoseconds: UInt64
    private var total: Int64?
    private var started: UInt64 = 0
    private var lastReport: UInt64 = 0

    init(file: PartialFile, cancellation: CancellationToken, interval: Duration = .milliseconds(100),
         progress: @escaping (SaveProgress) -> Void) {
        self.file = file
        self.cancellation = cancellation
        self.progress = progress
        let (seconds, attoseconds) = interval.components
        intervalNanoseconds = UInt64(max(0, seconds)) * 1_000_000_000 + UInt64(max(0, attoseconds / 1_000_000_000))
    }

    func begin(status: Int, headers: HTTPHeaders) -> Bool {
        total = headers["content-length"].flatMap { Int64($0) }.flatMap { $0 >= 0 ? $0 : nil }
        started = Self.now()
        lastReport = started
        progress(SaveProgress(bytes: 0, total: total, bytesPerSecond: 0))
        return !cancellation.isCancelled
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard !cancellation.isCancelled, file.write(bytes) else { return false }
        let now = Self.now()
        if now &- lastReport >= intervalNanoseconds {
            lastReport = now
            progress(current(at: now))
        }
        return true
    }

    /// Where the transfer is now.
    func current(at now: UInt64 = PartialFileSink.now()) -> SaveProgress {
        let elapsed = Double(now &- started) / 1_000_000_000
        return SaveProgress(bytes: file.writtenBytes, total: total,
                            bytesPerSecond: elapsed > 0 ? Double(file.writtenBytes) / elapsed : 0)
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(max(0, time.tv_sec)) * 1_000_000_000 + UInt64(max(0, time.tv_nsec))
    }
}
