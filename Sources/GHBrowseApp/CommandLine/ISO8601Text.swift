#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A date as `Date.formatted(.iso8601)` writes it (`2014-01-27T17:39:32Z`, UTC), computed with
/// integer arithmetic: Foundation's format style sets up a calendar and a time zone first, about
/// 1.5 M instructions on the first date of a run (a third of printing a search). Dates the
/// arithmetic is not for (a fraction of a second, before the Gregorian calendar's start on
/// 1582-10-15, where Foundation counts Julian days, or after 9999) go to Foundation.
enum ISO8601Text {
    static func string(_ date: Date) -> String {
        let interval = date.timeIntervalSince1970
        // -12219292800: 1582-10-15T00:00:00Z; 253402300799: 9999-12-31T23:59:59Z.
        guard interval.rounded(.down) == interval, interval >= -12_219_292_800, interval <= 253_402_300_799 else {
            return date.formatted(.iso8601)
        }
        let seconds = Int64(interval)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = Int(seconds - days * 86_400)
        let (year, month, day) = civil(daysSince1970: days)
        var text = ""
        text.reserveCapacity(20)
        append(year, width: 4, to: &text)
        text += "-"
        append(month, width: 2, to: &text)
        text += "-"
        append(day, width: 2, to: &text)
        text += "T"
        append(secondOfDay / 3_600, width: 2, to: &text)
        text += ":"
        append(secondOfDay / 60 % 60, width: 2, to: &text)
        text += ":"
        append(secondOfDay % 60, width: 2, to: &text)
        text += "Z"
        return text
    }

    /// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(daysSince1970 days: Int64) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (Int(year), Int(month), Int(day))
    }

    private static func append(_ number: Int, width: Int, to text: inout String) {
        let digits = String(number)
        if digits.utf8.count < width { text += String(repeating: "0", count: width - digits.utf8.count) }
        text += digits
    }
}
