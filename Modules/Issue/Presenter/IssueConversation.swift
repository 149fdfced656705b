#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import TextCells

/// An issue's conversation as pieces: its title and facts, its body, then its comments and the
/// timeline's events that matter to a reader, oldest first. Every piece of GitHub's text goes
/// through the sanitizer; a body is parsed as Markdown exactly as a README is (when first laid
/// out). A comment's pieces already in `made` are not made again.
enum IssueConversation {
    static func pieces(issue: Issue, comments: [IssueComment], events: [TimelineEvent], pullRequestLines: [IssueLine] = [],
                       reviews: ReviewThread = ReviewThread(), bodies: ParsedBodies,
                       made: CommentPieces = CommentPieces(), now: Date)
        -> (pieces: [IssuePiece], commentStarts: [Int]) {
        var facts = facts(of: issue, now: now)
        facts.insert(contentsOf: pullRequestLines, at: max(facts.count - 1, 0))
        var pieces: [IssuePiece] = [.lines(facts)]
        let body = issue.body ?? ""
        if body.allSatisfy(\.isWhitespace) {
            pieces.append(.lines([IssueLine("No description provided.", .note)]))
        } else {
            pieces.append(.markdown(bodies.source(body, htmlURL: issue.htmlURL)))
        }
        var commentStarts: [Int] = []
        let entries = comments.map { Entry.comment($0) } + events.compactMap { event in
            sentence(for: event, now: now) == nil ? nil : Entry.event(event)
        } + reviews.reviews.map { Entry.review($0) } + reviews.comments.map { Entry.reviewComment($0) }
        for entry in chronological(entries) {
            switch entry {
            case .comment(let comment):
                commentStarts.append(pieces.count)
                pieces += made.pieces(of: comment) { comment in
                    var pieces: [IssuePiece] = [.lines([IssueLine("", .detail),
                                                        IssueLine(header(of: comment, now: now), .commentHeader)])]
                    if comment.body.allSatisfy(\.isWhitespace) {
                        pieces.append(.lines([IssueLine("No description provided.", .note)]))
                    } else {
                        pieces.append(.markdown(bodies.unkept(comment.body, htmlURL: comment.htmlURL ?? issue.htmlURL)))
                    }
                    if let reactions = reactionsText(comment.reactions) {
                        pieces.append(.lines([IssueLine(reactions, .detail)]))
                    }
                    return pieces
                }
            case .event(let event):
                if let text = sentence(for: event, now: now) { pieces.append(.lines([IssueLine(text, .event)])) }
            case .review(let review):
                pieces += ReviewThread.pieces(of: review, bodies: bodies, htmlURL: issue.htmlURL, now: now)
            case .reviewComment(let comment):
                commentStarts.append(pieces.count)
                pieces += ReviewThread.pieces(of: comment, bodies: bodies, htmlURL: issue.htmlURL, now: now)
            }
        }
        return (pieces, commentStarts)
    }

    /// A comment, an event, a review or a review comment, to be put in the order they happened.
    private enum Entry {
        case comment(IssueComment)
        case event(TimelineEvent)
        case review(PullRequestReview)
        case reviewComment(ReviewComment)

        var date: Date? {
            switch self {
            case .comment(let comment): return comment.createdAt
            case .event(let event): return event.createdAt
            case .review(let review): return review.submittedAt
            case .reviewComment(let comment): return comment.createdAt
            }
        }
    }

    /// By date, then as listed (an undated one keeps its place after the dated ones before it). The dates are
    /// taken once (a comparison that switched over every entry cost more than the rest of the
    /// conversation's pieces on 500 comments).
    private static func chronological(_ entries: [Entry]) -> [Entry] {
        var keys: [(date: Date?, offset: Int)] = []
        keys.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { keys.append((entry.date, offset)) }
        keys.sort { a, b in
            if let x = a.date, let y = b.date, x != y { return x < y }
            return a.offset < b.offset
        }
        return keys.map { entries[$0.offset] }
    }

    /// Title, state, who opened it and when, labels, assignees, milestone, reactions.
    static func facts(of issue: Issue, now: Date) -> [IssueLine] {
        let mark = IssueStateMark(state: issue.state, stateReason: issue.stateReason, isDraft: issue.isDraft,
                                  isMerged: issue.mergedAt != nil)
        var lines = [IssueLine(safe(issue.title) + " #\(issue.number)", .title)]
        var state = mark.symbol + " " + mark.word
        if let author = issue.user?.login, !author.isEmpty { state += " · @" + safe(author) }
        if let created = issue.createdAt { state += " opened " + DateText.relative(created, now: now) }
        if let closed = issue.closedAt, mark != .open, mark != .draft {
            state += " · \(mark == .merged ? "merged" : "closed") " + DateText.relative(closed, now: now)
        } else if let updated = issue.updatedAt {
            state += " · updated " + DateText.relative(updated, now: now)
        }
        lines.append(IssueLine(state, .state(mark)))
        let labels = issue.labels.map { LabelChip($0) }.filter { !$0.name.isEmpty }
        if !labels.isEmpty {
            lines.append(IssueLine("Labels: " + labels.map(\.name).joined(separator: ", "), .labels(labels)))
        }
        let assignees = issue.assignees.map(\.login).filter { !$0.isEmpty }.map { "@" + safe($0) }
        if !assignees.isEmpty { lines.append(IssueLine("Assignees: " + assignees.joined(separator: ", "), .detail)) }
        if let milestone = issue.milestone, !milestone.title.isEmpty {
            lines.append(IssueLine("Milestone: " + safe(milestone.title), .detail))
        }
        let comments = issue.commentCount
        var counts = comments == 1 ? "1 comment" : "\(CompactNumber.grouped(max(comments, 0))) comments"
        if let reactions = reactionsText(issue.reactions) { counts += " · " + reactions }
        lines.append(IssueLine(counts, .detail))
        lines.append(IssueLine("", .detail))
        return lines
    }

    /// `── @octocat · 2 days ago` (`(edited)` when it was).
    static func header(of comment: IssueComment, now: Date) -> String {
        var text = "── @" + safe(comment.user?.login ?? "ghost")
        if let association = comment.authorAssociation, ["OWNER", "MEMBER", "COLLABORATOR"].contains(association) {
            text += " (" + association.lowercased() + ")"
        }
        if let created = comment.createdAt {
            text += " · " + DateText.relative(created, now: now)
            if let updated = comment.updatedAt, updated.timeIntervalSince(created) > 60 { text += " (edited)" }
        }
        return text
    }

    /// `👍 3  ❤️ 1  🚀 2`, or nil when nobody reacted.
    static func reactionsText(_ reactions: Reactions?) -> String? {
        guard let reactions, reactions.totalCount > 0 else { return nil }
        let kinds: [(String, Int)] = [("👍", reactions.plusOne), ("👎", reactions.minusOne), ("😄", reactions.laugh),
                                      ("🎉", reactions.hooray), ("😕", reactions.confused), ("❤️", reactions.heart),
                                      ("🚀", reactions.rocket), ("👀", reactions.eyes)]
        let shown = kinds.filter { $0.1 > 0 }.map { "\($0.0) \(CompactNumber.grouped($0.1))" }
        return shown.isEmpty ? nil : shown.joined(separator: "  ")
    }

    /// What happened, in a sentence (`• @octocat closed this · 2 days ago`); nil for an event a
    /// reader need not see or one ghbrowse does not know.
    static func sentence(for event: TimelineEvent, now: Date) -> String? {
        let actor = event.actor.map { "@" + safe($0.login) } ?? "someone"
        let what: String
        switch event.kind {
        case .closed(let commit): what = "closed this" + (commit.map { " in " + short($0) } ?? "")
        case .reopened: what = "reopened this"
        case .renamed(let from, let to): what = "changed the title from “\(safe(from))” to “\(safe(to))”"
        case .labeled(let label): what = "added the label " + safe(label.name)
        case .unlabeled(let label): what = "removed the label " + safe(label.name)
        case .assigned(let user): what = "assigned @" + safe(user?.login ?? "someone")
        case .unassigned(let user): what = "unassigned @" + safe(user?.login ?? "someone")
        case .referenced(let commit): what = "referenced this in commit " + short(commit)
        case .crossReferenced(let reference):
            let place = (reference.repositoryFullName.map(safe) ?? "") + "#\(reference.number)"
            what = "mentioned this in " + (reference.isPullRequest ? "pull request " : "issue ") + place
                + (reference.title.isEmpty ? "" : " (" + safe(reference.title) + ")")
        case .merged(let commit): what = "merged this" + (commit.map { " in " + short($0) } ?? "")
        case .unknown: return nil
        }
        return "• " + actor + " " + what + (event.createdAt.map { " · " + DateText.relative($0, now: now) } ?? "")
    }

    private static func short(_ sha: String) -> String {
        safe(String(sha.prefix(7)))
    }

    private static func safe(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
