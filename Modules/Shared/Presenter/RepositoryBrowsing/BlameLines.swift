#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// A file's blame laid onto its lines: which range (a group) each line belongs to, read safely
/// from GitHub's untrusted ranges. A range's lines are clamped to the file's; a reversed range,
/// or one wholly outside the file, gives no line; where ranges overlap the first one listed keeps
/// the line. Laying out costs one pass over the lines whatever the ranges (a hostile answer of
/// many overlapping whole-file ranges included). The commits' texts are made safe here.
public struct BlameLines: Equatable, Sendable {
    /// One range's commit as drawn: every text single-line and sanitized.
    public struct Group: Equatable, Sendable {
        /// The full SHA as GitHub gave it, for the commit screen (checked there as any SHA is).
        public var oid: String
        /// The first 7 characters of the SHA (or GitHub's abbreviation), sanitized.
        public var shortSHA: String
        public var author: String
        /// The author's date, else the commit's.
        public var date: Date?
        public var headline: String
        /// GitHub's age, clamped to 1 (recent) … 10 (old).
        public var age: Int
    }

    /// The age GitHub gives a range, clamped: 1 is the most recent, 10 the oldest.
    public static let ages = 1...10

    public let groups: [Group]
    /// For each line (from 0), the index of its group in `groups`, or -1 when no range names it.
    private let groupOfLine: [Int32]

    /// `blame` laid onto a file of `lineCount` lines.
    public init(_ blame: Blame, lineCount: Int) {
        let count = max(lineCount, 0)
        var groups: [Group] = []
        var lines = [Int32](repeating: -1, count: count)
        // The next line not yet given a group, at or after an index (path-halving union–find):
        // each line is given once, however the ranges overlap.
        var nextFree = Array(0...count)
        func free(from index: Int) -> Int {
            var index = index
            while nextFree[index] != index {
                nextFree[index] = nextFree[nextFree[index]]
                index = nextFree[index]
            }
            return index
        }
        for range in blame.ranges where groups.count < Int(Int32.max) {
            // GitHub counts from 1; clamped to the file's lines, never trapping on outside numbers.
            let first = max(range.startingLine, 1) - 1
            let last = min(range.endingLine, count)
            guard first < last else { continue }
            let group = Int32(groups.count)
            groups.append(Self.group(of: range))
            var line = free(from: first)
            while line < last {
                lines[line] = group
                nextFree[line] = line + 1
                line = free(from: line + 1)
            }
        }
        self.groups = groups
        groupOfLine = lines
    }

    /// How many lines the file has.
    public var lineCount: Int { groupOfLine.count }

    /// The group of `line` (from 0); nil outside the file or when no range names it.
    public func group(ofLine line: Int) -> Group? {
        guard let index = groupIndex(ofLine: line) else { return nil }
        return groups[index]
    }

    /// The index in `groups` of `line`'s group (from 0); nil outside the file or when no range names it.
    public func groupIndex(ofLine line: Int) -> Int? {
        guard line >= 0, line < groupOfLine.count, groupOfLine[line] >= 0 else { return nil }
        return Int(groupOfLine[line])
    }

    /// True when `line` is the first of a run of lines of one group (where its column is written).
    public func startsRun(_ line: Int) -> Bool {
        guard line >= 0, line < groupOfLine.count else { return false }
        return line == 0 || groupOfLine[line - 1] != groupOfLine[line]
    }

    private static func group(of range: BlameRange) -> Group {
        let commit = range.commit
        let short = commit.abbreviatedOid.flatMap { $0.isEmpty ? nil : $0 } ?? String(commit.oid.prefix(7))
        return Group(oid: commit.oid,
                     shortSHA: TextSanitizer.singleLine(String(short.prefix(12))),
                     author: TextSanitizer.singleLine(commit.authorName ?? commit.authorLogin ?? ""),
                     date: commit.authorDate ?? commit.committedDate,
                     headline: TextSanitizer.singleLine(commit.messageHeadline ?? ""),
                     age: min(max(range.age, ages.lowerBound), ages.upperBound))
    }

    /// "3y", "5mo", "2d", "4h", "now": how long before `now` `date` was, in at most four cells.
    public static func shortAge(_ date: Date?, now: Date) -> String {
        guard let date else { return "" }
        let seconds = DateText.wholeSeconds(now.timeIntervalSince(date))
        switch seconds {
        case ..<3_600: return "now"
        case ..<86_400: return "\(seconds / 3_600)h"
        case ..<(86_400 * 30): return "\(seconds / 86_400)d"
        case ..<(86_400 * 365): return "\(seconds / (86_400 * 30))mo"
        default: return "\(min(seconds / (86_400 * 365), 999))y"
        }
    }
}
