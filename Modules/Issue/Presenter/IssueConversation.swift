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
/// out). A comment's pieces are made only when the View asks for them (`ConversationPieces`), and
/// those already in `made` are not made again.
enum IssueConversation {
    static func pieces(issue: Issue, comments: [IssueComment], events: [TimelineEvent], pullRequestLines: [IssueLine] = [],
                       reviews: ReviewThread = ReviewThread(), bodies: ParsedBodies,
                       made: CommentPieces = CommentPieces(), now: Date) -> ConversationPieces {
        var facts = facts(of: issue, now: now)
        facts.insert(contentsOf: pullRequestLines, at: max(facts.count - 1, 0))
        var lead: [IssuePiece] = [.lines(facts)]
        let body = issue.body ?? ""
        if body.allSatisfy(\.isWhitespace) {
            lead.append(.lines([IssueLine("No description provided.", .note)]))
        } else {
            lead.append(.markdown(bodies.source(body, htmlURL: issue.htmlURL)))
        }
        let shownEvents = events.filter { event in
            if case .unknown = event.kind { return false }
            return true
        }
        let order = ConversationOrder.merged([comments.map(\.createdAt), shownEvents.map(\.createdAt),
                                             reviews.reviews.map(\.submittedAt), reviews.comments.map(\.createdAt)])
        // Each entry: pieces made now (the lead, a review's), or a comment or event made when asked for.
        var entries: [Entry] = [.made(lead)]
        var entryStarts = [0]
        var commentStarts: [Int] = []
        var count = lead.count
        entries.reserveCapacity(order.count + 1)
        entryStarts.reserveCapacity(order.count + 1)
        commentStarts.reserveCapacity(comments.count)
        for place in order {
            let entry: Entry
            let pieceCount: Int
            switch place.run {
            case 0:
                commentStarts.append(count)
                entry = .comment(place.index)
                pieceCount = hasReactions(comments[place.index].reactions) ? 3 : 2
            case 1:
                entry = .event(place.index)
                pieceCount = 1
            case 2:
                let pieces = ReviewThread.pieces(of: reviews.reviews[place.index], bodies: bodies, htmlURL: issue.htmlURL,
                                                 now: now)
                entry = .made(pieces)
                pieceCount = pieces.count
            default:
                commentStarts.append(count)
                let pieces = ReviewThread.pieces(of: reviews.comments[place.index], bodies: bodies,
                                                 htmlURL: issue.htmlURL, now: now)
                entry = .made(pieces)
                pieceCount = pieces.count
            }
            guard pieceCount > 0 else { continue }
            entries.append(entry)
            entryStarts.append(count)
            count += pieceCount
        }
        let fallbackURL = issue.htmlURL
        return ConversationPieces(count: count, commentStarts: commentStarts, entryStarts: entryStarts, make: { index in
            switch entries[index] {
            case .made(let pieces): return pieces
            case .comment(let index): return made.pieces(of: comments[index]) { comment in
                    pieces(of: comment, bodies: bodies, htmlURL: fallbackURL, now: now)
                }
            case .event(let index): return [.lines([IssueLine(sentence(for: shownEvents[index], now: now) ?? "", .event)])]
            }
        }, estimates: { width in
            var rows: [Int] = []
            rows.reserveCapacity(count)
            for entry in entries {
                switch entry {
                case .made(let pieces): rows += pieces.map { ConversationPieces.estimate($0, width: width) }
                case .comment(let index):
                    rows.append(2)
                    rows.append(ConversationPieces.estimate(markdownBytes: comments[index].body.utf8.count, width: width))
                    if hasReactions(comments[index].reactions) { rows.append(1) }
                case .event: rows.append(1)
                }
            }
            return rows
        })
    }

    /// One entry of the conversation: pieces made when it was put together, or a comment or an
    /// event (by its index) whose pieces are made when the View reads them.
    private enum Entry {
        case made([IssuePiece])
        case comment(Int)
        case event(Int)
    }

    /// A comment's header, its body (or a note that it has none), and its reactions when it has any.
    private static func pieces(of comment: IssueComment, bodies: ParsedBodies, htmlURL: String?, now: Date) -> [IssuePiece] {
        var pieces: [IssuePiece] = [.lines([IssueLine("", .detail), IssueLine(header(of: comment, now: now), .commentHeader)])]
        if comment.body.allSatisfy(\.isWhitespace) {
            pieces.append(.lines([IssueLine("No description provided.", .note)]))
        } else {
            pieces.append(.markdown(bodies.unkept(comment.body, htmlURL: comment.htmlURL ?? htmlURL)))
        }
        if let reactions = reactionsText(comment.reactions) {
            pieces.append(.lines([IssueLine(reactions, .detail)]))
        }
        return pieces
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

    /// Whether `reactionsText` says something (without making it).
    static func hasReactions(_ reactions: Reactions?) -> Bool {
        guard let reactions, reactions.totalCount > 0 else { return false }
        return reactions.plusOne > 0 || reactions.minusOne > 0 || reactions.laugh > 0 || reactions.hooray > 0
            || reactions.confused > 0 || reactions.heart > 0 || reactions.rocket > 0 || reactions.eyes > 0
    }

    /// `👍 3  ❤️ 1  🚀 2`, or nil when nobody reacted.
    static func reactionsText(_ reactions: Reactions?) -> String? {
        guard hasReactions(reactions), let reactions else { return nil }
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
