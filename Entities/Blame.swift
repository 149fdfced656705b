#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file's blame at a commit, as GitHub's GraphQL API gives it (`Commit.blame(path:)`): ranges
/// of lines, each with the commit that last changed them. Untrusted: ranges may overlap, be
/// reversed or name lines the file does not have (`BlameLines` reads them safely).
public struct Blame: Equatable, Sendable {
    public var ranges: [BlameRange]

    public init(ranges: [BlameRange]) {
        self.ranges = ranges
    }
}

/// Lines `startingLine...endingLine` (from 1, as GitHub says them) last changed by `commit`;
/// `age` is GitHub's 1 (recent) to 10 (old), clamped when read.
public struct BlameRange: Equatable, Sendable {
    public var startingLine: Int
    public var endingLine: Int
    public var age: Int
    public var commit: BlameCommit

    public init(startingLine: Int, endingLine: Int, age: Int, commit: BlameCommit) {
        self.startingLine = startingLine
        self.endingLine = endingLine
        self.age = age
        self.commit = commit
    }
}

/// The commit of a blame range: its SHA, when it was committed, its message's first line, and
/// its author as git recorded them (with the account when GitHub knows it).
public struct BlameCommit: Equatable, Sendable {
    public var oid: String
    public var abbreviatedOid: String?
    public var committedDate: Date?
    public var messageHeadline: String?
    public var authorName: String?
    public var authorDate: Date?
    public var authorLogin: String?

    public init(oid: String, abbreviatedOid: String? = nil, committedDate: Date? = nil, messageHeadline: String? = nil,
                authorName: String? = nil, authorDate: Date? = nil, authorLogin: String? = nil) {
        self.oid = oid
        self.abbreviatedOid = abbreviatedOid
        self.committedDate = committedDate
        self.messageHeadline = messageHeadline
        self.authorName = authorName
        self.authorDate = authorDate
        self.authorLogin = authorLogin
    }
}
