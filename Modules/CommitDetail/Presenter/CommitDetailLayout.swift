#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells
import Usecases

/// The commit screen's lines from GitHub's answer: what it is, who wrote and committed it,
/// its parents and stats, the whole message, the changed files with their counts, then each
/// file's patch as diff lines. Every piece of GitHub's text goes through the sanitizer.
public enum CommitDetailLayout {
    /// The lines, and the index of each file's heading above its patch; with `fullName`, the
    /// message's references (`#123`, a SHA, `@user`, as `TextReference` finds them) are links.
    public static func lines(for answer: CommitDetailAnswer, now: Date,
                             fullName: String? = nil) -> (lines: CommitDetailLines, fileStarts: [Int]) {
        let detail = answer.detail
        let commit = detail.commit
        var lines = CommitDetailLines()
        lines.append(CommitDetailLine([.init("commit ", .label), .init(safe(commit.sha), .sha)]))
        lines.append(signature("Author:    ", commit.author, login: commit.authorLogin, now: now))
        lines.append(signature("Committer: ", commit.committer, login: commit.committerLogin, now: now))
        let parents = commit.parents.map { safe(String($0.prefix(7))) }
        lines.append(CommitDetailLine([.init(parents.count > 1 ? "Parents:   " : "Parent:    ", .label),
                                       .init(parents.isEmpty ? "none (a root commit)" : parents.joined(separator: ", "),
                                             parents.isEmpty ? .dim : .sha)]))
        lines.append(stats(detail))
        lines.append(CommitDetailLine())
        for raw in commit.message.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = safe(TabExpansion.expand(String(raw.hasSuffix("\r") ? raw.dropLast() : raw)))
            lines.append(line.isEmpty ? CommitDetailLine() : messageLine(line, fullName: fullName))
        }
        lines.dropTrailingEmptyLines()
        lines.append(CommitDetailLine())
        lines.append(CommitDetailLine(detail.files.count == 1 ? "1 file changed"
                                          : "\(CompactNumber.grouped(detail.files.count)) files changed", .heading))
        for file in detail.files { lines.append(DiffTextLayout.fileEntry(file)) }
        if !answer.hasAllFiles {
            lines.append(CommitDetailLine("  GitHub lists only the first 3,000 files of a commit", .note))
        }
        let fileStarts = detail.files.map { DiffTextLayout.appendPatch(of: $0, to: &lines) }
        return (lines, fileStarts)
    }

    /// A line of the message, indented, its references made `.link` runs when `fullName` is given.
    static func messageLine(_ line: String, fullName: String?) -> CommitDetailLine {
        guard let fullName else { return CommitDetailLine("    " + line) }
        let characters = Array(line)
        var runs: [CommitDetailLine.Run] = []
        var plain = "    "
        var index = 0
        for reference in TextReference.find(in: characters) {
            plain += String(characters[index..<reference.start])
            if !plain.isEmpty { runs.append(.init(plain)) }
            plain = ""
            index = reference.start + reference.length
            runs.append(.init(String(characters[reference.start..<index]), .link, link: reference.webAddress(in: fullName)))
        }
        plain += String(characters[index...])
        if !plain.isEmpty { runs.append(.init(plain)) }
        return CommitDetailLine(runs)
    }

    /// `Ada Lovelace <ada@example.com> (ada) · 2024-01-02 10:00 UTC (3 days ago)`.
    static func signature(_ label: String, _ signature: GitSignature?, login: String?, now: Date) -> CommitDetailLine {
        var runs: [CommitDetailLine.Run] = [.init(label, .label)]
        var who = safe(signature?.name ?? "")
        if let email = signature?.email, !email.isEmpty { who += (who.isEmpty ? "" : " ") + "<" + safe(email) + ">" }
        if let login, !login.isEmpty { who += (who.isEmpty ? "" : " ") + "(@" + safe(login) + ")" }
        runs.append(.init(who.isEmpty ? "unknown" : who, .plain))
        if let date = signature?.date {
            runs.append(.init(" · " + DateText.absolute(date) + " (" + DateText.relative(date, now: now) + ")", .dim))
        }
        return CommitDetailLine(runs)
    }

    /// `Stats:     3 files, +10 −4`.
    static func stats(_ detail: CommitDetail) -> CommitDetailLine {
        let additions = detail.stats?.additions ?? detail.files.reduce(0) { $0.addingReportingOverflow($1.additions).partialValue }
        let deletions = detail.stats?.deletions ?? detail.files.reduce(0) { $0.addingReportingOverflow($1.deletions).partialValue }
        let files = detail.files.count == 1 ? "1 file, " : "\(CompactNumber.grouped(detail.files.count)) files, "
        return CommitDetailLine([.init("Stats:     ", .label), .init(files)]
                                + DiffTextLayout.changeCounts(additions: additions, deletions: deletions))
    }

    private static func safe(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
