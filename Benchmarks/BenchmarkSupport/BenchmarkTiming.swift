import Dispatch
import Foundation

/// The thread's CPU time `work` takes, in milliseconds (the machine is shared: wall time counts
/// the other jobs).
public func milliseconds(_ work: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1_000 + Double(time.tv_nsec) / 1_000_000
    }
    let start = now()
    work()
    return now() - start
}

/// The wall time since `start`, in milliseconds.
public func milliseconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1_000_000
}

/// The wall time `work` takes, in milliseconds (for work that waits on other threads).
public func wallMilliseconds(_ work: () -> Void) -> Double {
    let start = DispatchTime.now()
    work()
    return milliseconds(start)
}

/// The middle value (the upper one of an even count); 0 for none.
public func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// The value `fraction` of the way up the sorted values (0.95: the 95th percentile); 0 for none.
public func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// The resident set now, in MiB (from /proc/self/statm).
public func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let pages = text.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
}
