#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// A commit as one row of a history: short SHA, when ("3 days ago"), who, and the first line
/// of its message, every part made safe for the terminal.
public struct CommitSummaryText: Equatable, Sendable {
    public var shortSHA: String
    public var date: String
    public var author: String
    public var subject: String

    public init(shortSHA: String, date: String, author: String, subject: String) {
        self.shortSHA = shortSHA
        self.date = date
        self.author = author
        self.subject = subject
    }

    /// The row for `commit` as of `now`: the author's date (else the committer's), the author's
    /// git name (else the login).
    public init(_ commit: Commit, now: Date) {
        shortSHA = TextSanitizer.singleLine(String(commit.sha.prefix(7)))
        let when = commit.author?.date ?? commit.committer?.date
        date = when.map { DateText.relative($0, now: now) } ?? ""
        author = TextSanitizer.singleLine(commit.author?.name ?? commit.authorLogin ?? "")
        subject = TextSanitizer.singleLine(Self.subject(of: commit.message))
    }

    /// The message's first line.
    public static func subject(of message: String) -> String {
        let line = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(line.hasSuffix("\r") ? line.dropLast() : line)
    }
}
