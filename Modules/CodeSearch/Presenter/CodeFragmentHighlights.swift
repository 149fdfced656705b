import Entities
import TextCells

/// The lines of a code search's fragment that hold a match, with the matches marked, from
/// GitHub's `text_matches` (`fragment`, `matches[].indices`).
///
/// The indices are untrusted: each pair is read as offsets in Unicode scalars, or, when that slice
/// is not the match's `text` and another reading is, in UTF-16 code units or UTF-8 bytes (GitHub
/// does not say which it counts); offsets past the fragment are clamped to its end, and a
/// reversed, empty or incomplete pair is dropped. Nothing here can trap, whatever the numbers.
public enum CodeFragmentHighlights {
    /// At most this many lines of one fragment are kept.
    public static let maximumLinesPerFragment = 4
    /// A line is cut to this many scalars (a minified file's line can be a megabyte).
    public static let maximumScalarsPerLine = 400

    /// The fragment's lines that hold a match (leading blanks dropped), its first non-blank line
    /// unmarked when no match is usable, nothing for an empty fragment.
    public static func lines(of match: CodeTextMatch) -> [CodeMatchLine] {
        let scalars = Array(match.fragment.unicodeScalars)
        var marked = [Bool](repeating: false, count: scalars.count)
        for range in ranges(of: match, in: scalars) {
            for index in range { marked[index] = true }
        }
        var lines: [CodeMatchLine] = []
        var firstText: CodeMatchLine?
        var start = 0
        while start <= scalars.count, lines.count < maximumLinesPerFragment {
            var end = start
            while end < scalars.count, scalars[end] != "\n" { end += 1 }
            let line = Self.line(scalars, marked, start..<end)
            if line.hasMatch {
                lines.append(line)
            } else if firstText == nil, !line.pieces.isEmpty {
                firstText = line
            }
            start = end + 1
        }
        if lines.isEmpty, let firstText { return [firstText] }
        return lines
    }

    /// The scalar ranges the matches mark, each checked against the fragment.
    static func ranges(of match: CodeTextMatch, in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        match.matches.compactMap { one in
            guard one.indices.count == 2 else { return nil }
            let start = one.indices[0], end = one.indices[1]
            guard start >= 0, start < end else { return nil }
            let readings = [clamped(start, end, count: scalars.count),
                            scalarRange(start, end, in: scalars, width: { $0.utf16.count }),
                            scalarRange(start, end, in: scalars, width: { $0.utf8.count })]
            if !one.text.isEmpty, let agreeing = readings.first(where: { range in
                range.map { String(String.UnicodeScalarView(scalars[$0])).lowercased() == one.text.lowercased() } ?? false
            }) {
                return agreeing
            }
            return readings[0]
        }
    }

    /// `start..<end` within `0..<count`; nil when nothing is left.
    private static func clamped(_ start: Int, _ end: Int, count: Int) -> Range<Int>? {
        let lower = min(start, count), upper = min(end, count)
        return lower < upper ? lower..<upper : nil
    }

    /// The scalars whose offsets, counted in `width`'s units, fall from `start` to `end`; nil when
    /// an offset falls inside a scalar or past the end.
    private static func scalarRange(_ start: Int, _ end: Int, in scalars: [Unicode.Scalar],
                                    width: (Unicode.Scalar) -> Int) -> Range<Int>? {
        var offset = 0
        var lower: Int?
        for (index, scalar) in scalars.enumerated() {
            if offset == start { lower = index }
            if offset == end { return lower.map { $0..<index } }
            if offset > end { return nil }
            offset += width(scalar)
        }
        return offset == end ? lower.map { $0..<scalars.count } : nil
    }

    /// The line `range` of `scalars` as pieces, leading blanks dropped, cut to the longest kept.
    private static func line(_ scalars: [Unicode.Scalar], _ marked: [Bool], _ range: Range<Int>) -> CodeMatchLine {
        var start = range.lowerBound
        while start < range.upperBound, scalars[start] == " " || scalars[start] == "\t" || scalars[start] == "\r" {
            start += 1
        }
        var end = min(range.upperBound, start + maximumScalarsPerLine)
        while end > start, scalars[end - 1] == "\r" || scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        var pieces: [CodeMatchLine.Piece] = []
        var index = start
        while index < end {
            let isMatch = marked[index]
            var next = index
            while next < end, marked[next] == isMatch { next += 1 }
            let text = TextSanitizer.singleLine(String(String.UnicodeScalarView(scalars[index..<next])))
            if !text.isEmpty { pieces.append(CodeMatchLine.Piece(text, isMatch: isMatch)) }
            index = next
        }
        return CodeMatchLine(pieces: pieces)
    }
}
