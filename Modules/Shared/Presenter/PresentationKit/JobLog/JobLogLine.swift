/// One line of a GitHub Actions job log, as the log host writes it: an optional timestamp
/// (`2023-02-17T16:03:47.1234567Z `), then the text, which may start with a marker
/// (`##[group]`, `##[endgroup]`, `##[error]`, `##[warning]`, `##[notice]`, `##[debug]`, `##[command]`).
/// Untrusted text: this reads it, it never sanitizes it.
public struct JobLogLine: Equatable, Sendable {
    /// What a line's marker says.
    public enum Marker: Equatable, Sendable {
        case group, endGroup, error, warning, notice, debug, command
    }

    /// The timestamp as written (without its trailing space), or empty.
    public var timestamp: Substring
    /// The timestamp in whole seconds since 1970, when it parses.
    public var seconds: Int?
    /// The text after the timestamp and the marker.
    public var text: Substring
    public var marker: Marker?

    public init(_ line: Substring) {
        var rest = line
        if rest.utf8.last == 0x0D { rest = rest[rest.startIndex..<rest.utf8.index(before: rest.utf8.endIndex)] }
        if let stamp = Self.timestampPrefix(of: rest) {
            timestamp = rest[rest.startIndex..<stamp.end]
            seconds = stamp.seconds
            rest = rest[stamp.end...]
            if rest.utf8.first == 0x20 { rest = rest[rest.utf8.index(after: rest.utf8.startIndex)...] }
        } else {
            timestamp = rest[rest.startIndex..<rest.startIndex]
            seconds = nil
        }
        marker = nil
        if rest.utf8.starts(with: "##[".utf8) {
            let afterOpening = rest.utf8.index(rest.utf8.startIndex, offsetBy: 3)
            for (word, kind) in Self.markers where rest.utf8[afterOpening...].starts(with: word.utf8) {
                let close = rest.utf8.index(afterOpening, offsetBy: word.utf8.count)
                if close < rest.utf8.endIndex, rest.utf8[close] == 0x5D {
                    marker = kind
                    rest = rest[rest.utf8.index(after: close)...]
                    break
                }
            }
        }
        text = rest
    }

    private static let markers: [(String, Marker)] = [
        ("group", .group), ("endgroup", .endGroup), ("error", .error), ("warning", .warning), ("notice", .notice),
        ("debug", .debug), ("command", .command),
    ]

    /// The end of a leading `YYYY-MM-DDTHH:MM:SS(.fraction)Z` and its whole seconds since 1970.
    static func timestampPrefix(of line: Substring) -> (end: Substring.Index, seconds: Int)? {
        let utf8 = line.utf8
        guard utf8.count >= 20 else { return nil }
        var index = utf8.startIndex
        func number(_ digits: Int) -> Int? {
            var value = 0
            for _ in 0..<digits {
                guard index < utf8.endIndex else { return nil }
                let byte = utf8[index]
                guard (0x30...0x39).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 0x30)
                index = utf8.index(after: index)
            }
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < utf8.endIndex, utf8[index] == byte else { return false }
            index = utf8.index(after: index)
            return true
        }
        guard let year = number(4), expect(0x2D), let month = number(2), expect(0x2D), let day = number(2),
              expect(0x54), let hour = number(2), expect(0x3A), let minute = number(2), expect(0x3A),
              let second = number(2), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60,
              second < 61 else { return nil }
        if expect(0x2E) {
            var digits = 0
            while index < utf8.endIndex, (0x30...0x39).contains(utf8[index]), digits < 12 {
                index = utf8.index(after: index)
                digits += 1
            }
        }
        guard expect(0x5A) else { return nil }
        let days = Self.daysSince1970(year: year, month: month, day: day)
        return (index, days * 86_400 + hour * 3_600 + minute * 60 + second)
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar (Howard Hinnant's method).
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
