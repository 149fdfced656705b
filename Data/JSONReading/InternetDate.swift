#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `YYYY-MM-DDTHH:MM:SSZ`, the form GitHub writes, or with an offset (`+01:00`) instead of the
/// `Z`, as the ISO 8601 strategy read them; nil for any other form (fractions, no `T`).
@usableFromInline
enum InternetDate {
    /// The date `text` names; what the quick reading below does not take (a year before 1583,
    /// which Foundation reads in the Julian calendar) is read by `Date.ISO8601FormatStyle`, as
    /// the `.iso8601` decoding strategy read it.
    @usableFromInline static func parse(_ text: String) -> Date? {
        quick(text) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// `parse` of the ASCII text in `bytes` (a string's inside the document, as
    /// `JSONCursor.plainASCIIString` gives it): the quick reading straight from the bytes, with
    /// no `String` made unless the slow reading is needed.
    @usableFromInline static func parse(ascii bytes: UnsafeRawBufferPointer) -> Date? {
        quick(bytes) ?? (try? Date.ISO8601FormatStyle().parse(String(decoding: bytes, as: UTF8.self)))
    }

    private static func quick(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { quick(UnsafeRawBufferPointer($0)) }
    }

    private static func days(inMonth month: Int, leap: Bool) -> Int {
        switch month {
        case 2: return leap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func quick(_ bytes: UnsafeRawBufferPointer) -> Date? {
        guard bytes.count == 20 || bytes.count == 25, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes[10] == UInt8(ascii: "T"), bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":")
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        var offset = 0
        if bytes.count == 20 {
            guard bytes[19] == UInt8(ascii: "Z") else { return nil }
        } else {
            guard bytes[19] == UInt8(ascii: "+") || bytes[19] == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
                  let offsetHours = number(20..<22), let offsetMinutes = number(23..<25),
                  offsetHours < 24, offsetMinutes < 60 else { return nil }
            offset = (offsetHours * 3600 + offsetMinutes * 60) * (bytes[19] == UInt8(ascii: "+") ? 1 : -1)
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              year >= 1583, (1...12).contains(month), hour < 24, minute < 60, second < 60 else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        guard day >= 1, day <= days(inMonth: month, leap: leap) else { return nil }
        // Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset))
    }
}
