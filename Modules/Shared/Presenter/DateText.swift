#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// Dates as people read them: "3 days ago" and "2014-01-27 17:39 UTC".
public enum DateText {
    /// How long ago (or, for future dates, how far ahead) `date` is from `now`.
    public static func relative(_ date: Date, now: Date) -> String {
        let seconds = Int(now.timeIntervalSince(date).rounded())
        if seconds < 0 { return "in " + span(-seconds) }
        if seconds < 45 { return "just now" }
        return span(seconds) + " ago"
    }

    /// A duration in the largest unit that fits: "42 s", "3 min", "2 hours", "5 days", "3 months", "2 years".
    public static func span(_ seconds: Int) -> String {
        func unit(_ count: Int, _ singular: String) -> String {
            "\(count) \(singular)\(count == 1 ? "" : "s")"
        }
        switch seconds {
        case ..<60: return unit(max(seconds, 0), "second")
        case ..<3_600: return unit(seconds / 60, "minute")
        case ..<86_400: return unit(seconds / 3_600, "hour")
        case ..<(86_400 * 30): return unit(seconds / 86_400, "day")
        case ..<(86_400 * 365): return unit(seconds / (86_400 * 30), "month")
        default: return unit(seconds / (86_400 * 365), "year")
        }
    }

    /// Waiting time for messages like "resets in 42 s": seconds under two minutes, then minutes.
    public static func shortWait(_ seconds: Int) -> String {
        let seconds = max(seconds, 0)
        if seconds < 120 { return "\(seconds) s" }
        return "\((seconds + 59) / 60) min"
    }

    /// `YYYY-MM-DD HH:MM UTC`.
    public static func absolute(_ date: Date) -> String {
        var time = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }

    /// `YYYY-MM-DD`.
    public static func day(_ date: Date) -> String {
        String(absolute(date).prefix(10))
    }
}
