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
        let seconds = wholeSeconds(now.timeIntervalSince(date))
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

    /// Waiting time for messages like "resets in 42 s": seconds under two minutes, then minutes,
    /// and "over a day" past a day (an absurd header never reads as millions of minutes).
    public static func shortWait(_ seconds: Int) -> String {
        let seconds = max(seconds, 0)
        if seconds < 120 { return "\(seconds) s" }
        if seconds > 86_400 { return "over a day" }
        return "\((seconds + 59) / 60) min"
    }

    /// `interval` rounded (`rule`) to whole seconds, saturating at `±Int.max` (never `Int.min`,
    /// so it can be negated) instead of trapping on a date from far outside the calendar; NaN is 0.
    public static func wholeSeconds(_ interval: Double,
                                    rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        guard !interval.isNaN else { return 0 }
        let rounded = interval.rounded(rule)
        // Int.max as a Double is 2^63, the first value Int(_:) traps on.
        if rounded >= 0x1p63 { return Int.max }
        if rounded <= -0x1p63 { return -Int.max }
        return Int(rounded)
    }

    /// `YYYY-MM-DD HH:MM UTC`, the year always four digits. Dates outside years 1 to 9999 (which
    /// no calendar field GitHub sends should hold) are shown as the nearest end of that range (NaN as 1970).
    public static func absolute(_ date: Date) -> String {
        let raw = date.timeIntervalSince1970.rounded(.down)
        let seconds = raw.isNaN ? 0 : min(max(raw, firstSecond), lastSecond)
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(Int(parts.tm_year) + 1900)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + "-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) \(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }

    /// 0001-01-01 00:00:00 UTC and 9999-12-31 23:59:59 UTC, in seconds since 1970.
    private static let firstSecond: Double = -62_135_596_800
    private static let lastSecond: Double = 253_402_300_799

    /// `YYYY-MM-DD`.
    public static func day(_ date: Date) -> String {
        String(absolute(date).prefix(10))
    }
}
