#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import RepositoryBrowsing
import TextCells

/// A pull request's reviews and review comments, as its conversation shows them in place: a
/// review is its verdict (and its body, when it has one); a review comment is its file and line,
/// the end of the `diff_hunk` it refers to coloured as a diff (the shared `DiffLine`
/// classification and `DiffTextLayout`, as the commit screen draws a patch), then its body.
public struct ReviewThread: Equatable, Sendable {
    /// Lines of a hunk shown above a review comment (its header, then the lines before the comment).
    static let hunkLines = 8

    public var reviews: [PullRequestReview]
    public var comments: [ReviewComment]

    public init(reviews: [PullRequestReview] = [], comments: [ReviewComment] = []) {
        self.reviews = reviews
        self.comments = comments
    }

    /// `• @ada approved these changes · 2 days ago` for a review without a body, or its header
    /// and body; nothing for a pending review (its author's draft).
    static func pieces(of review: PullRequestReview, bodies: ParsedBodies, htmlURL: String?, now: Date) -> [IssuePiece] {
        let verdict: String
        switch review.state.uppercased() {
        case "APPROVED": verdict = "approved these changes"
        case "CHANGES_REQUESTED": verdict = "requested changes"
        case "DISMISSED": verdict = "reviewed (dismissed)"
        case "COMMENTED": verdict = "reviewed"
        default: return []
        }
        let who = "@" + safe(review.user?.login ?? "ghost")
        let when = review.submittedAt.map { " · " + DateText.relative($0, now: now) } ?? ""
        if review.body.allSatisfy(\.isWhitespace) {
            return [.lines([IssueLine("• " + who + " " + verdict + when, .event)])]
        }
        return [.lines([IssueLine("", .detail), IssueLine("── " + who + " " + verdict + when, .commentHeader)]),
                .markdown(bodies.source(review.body, htmlURL: review.htmlURL ?? htmlURL))]
    }

    /// `── @ada on Sources/main.swift:42 · 2 days ago`, the hunk's end as a diff, the body.
    static func pieces(of comment: ReviewComment, bodies: ParsedBodies, htmlURL: String?, now: Date) -> [IssuePiece] {
        var header = "── @" + safe(comment.user?.login ?? "ghost") + " on " + safe(comment.path)
        if let line = comment.line ?? comment.originalLine, line > 0 { header += ":\(line)" }
        if let created = comment.createdAt { header += " · " + DateText.relative(created, now: now) }
        var pieces: [IssuePiece] = [.lines([IssueLine("", .detail), IssueLine(header, .commentHeader)])]
        let hunk = hunkLines(comment.diffHunk)
        if !hunk.isEmpty { pieces.append(.diff(hunk)) }
        if !comment.body.allSatisfy(\.isWhitespace) {
            pieces.append(.markdown(bodies.source(comment.body, htmlURL: comment.htmlURL ?? htmlURL)))
        }
        return pieces
    }

    /// The hunk's header and its last lines (where the comment is), each laid out as a diff line.
    static func hunkLines(_ hunk: String) -> [DiffTextLine] {
        let lines = DiffLine.lines(of: hunk)
        guard !lines.isEmpty, !(lines.count == 1 && lines[0].text.isEmpty) else { return [] }
        var shown = Array(lines.suffix(hunkLines))
        if let first = lines.first, first.kind == .hunk, shown.first != first {
            shown = [first] + shown.dropFirst()
        }
        return shown.map(DiffTextLayout.line(for:))
    }

    private static func safe(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
