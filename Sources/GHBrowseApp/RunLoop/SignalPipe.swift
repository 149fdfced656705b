#if canImport(Glibc)
import Glibc
#endif

/// Turns SIGTERM, SIGHUP and SIGINT into a readable descriptor, so the run loop can leave
/// through its normal path (restoring the terminal) instead of dying inside a signal handler.
enum SignalPipe {
    nonisolated(unsafe) private static var pipe: WakePipe?

    /// The read end; becomes readable when one of the signals arrives.
    static var readDescriptor: Int32 { pipe?.readEnd ?? -1 }

    /// Installs the handlers once; later calls do nothing.
    static func install() {
        guard pipe == nil else { return }
        pipe = WakePipe()
        for signalNumber in [SIGTERM, SIGHUP, SIGINT] {
            signal(signalNumber) { number in
                SignalPipe.pipe?.wake(UInt8(truncatingIfNeeded: number))
            }
        }
    }

    /// Read once the loop has woken: which signal arrived, if any.
    static func takeSignal() -> Int32? {
        pipe?.drain().map(Int32.init)
    }
}
