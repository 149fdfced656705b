#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Markdown
import PresentationKit
import TextCells

/// An issue or a pull request as the text `ghbrowse issue` and `ghbrowse pr` print: Markdown, a
/// heading line for the item and one for each comment or review, every text from GitHub made
/// safe (line breaks kept in bodies, none in headings); dates in ISO 8601 when piped, "3 days
/// ago" on a terminal; headings bold when colour is on. On a terminal the bodies are laid out at
/// its width by the README's renderer (`ghbrowse view`'s); piped they are the Markdown itself.
struct ConversationDocument {
    let now: Date
    let isTerminal: Bool
    let usesColor: Bool
    /// The terminal's width in cells (bodies are laid out at it on a terminal).
    let width: Int
    private(set) var text = ""

    init(now: Date, isTerminal: Bool, usesColor: Bool, width: Int = 80) {
        self.now = now
        self.isTerminal = isTerminal
        self.usesColor = usesColor
        self.width = width
    }

    /// The issue's heading, facts and body.
    mutating func add(_ issue: Issue) {
        var facts = [ConversationText.state(of: issue) + (issue.stateReason.map { " (\(TextSanitizer.singleLine($0)))" } ?? ""),
                     "@\(ConversationText.login(issue.user)) opened \(date(issue.createdAt))"]
        if let closed = issue.closedAt { facts.append("closed \(date(closed))") }
        facts.append(issue.commentCount == 1 ? "1 comment" : "\(issue.commentCount) comments")
        if !issue.labels.isEmpty { facts.append("labels: " + ConversationText.labels(issue.labels)) }
        if !issue.assignees.isEmpty { facts.append("assignees: " + ConversationText.logins(issue.assignees)) }
        if let milestone = issue.milestone { facts.append("milestone: " + TextSanitizer.singleLine(milestone.title)) }
        let reactions = ConversationText.reactions(issue.reactions)
        if !reactions.isEmpty { facts.append(reactions) }
        heading("# \(TextSanitizer.singleLine(issue.title)) (#\(issue.number))")
        text += facts.joined(separator: " · ") + "\n"
        body(issue.body, url: issue.htmlURL)
    }

    /// The pull request's heading, facts and body.
    mutating func add(_ pull: PullRequest) {
        var facts = [ConversationText.state(of: pull), "@\(ConversationText.login(pull.user)) opened \(date(pull.createdAt))"]
        if let head = pull.head, let base = pull.base {
            facts.append("\(TextSanitizer.singleLine(head.label ?? head.ref)) → \(TextSanitizer.singleLine(base.ref))")
        }
        if let mergedAt = pull.mergedAt { facts.append("merged \(date(mergedAt))") }
        if let state = pull.mergeableState { facts.append("mergeable: " + TextSanitizer.singleLine(state)) }
        if let commits = pull.commits { facts.append(commits == 1 ? "1 commit" : "\(commits) commits") }
        if let additions = pull.additions, let deletions = pull.deletions { facts.append("+\(additions) −\(deletions)") }
        if let files = pull.changedFiles { facts.append(files == 1 ? "1 file" : "\(files) files") }
        if !pull.requestedReviewers.isEmpty { facts.append("reviewers: " + ConversationText.logins(pull.requestedReviewers)) }
        if !pull.labels.isEmpty { facts.append("labels: " + ConversationText.labels(pull.labels)) }
        heading("# \(TextSanitizer.singleLine(pull.title)) (#\(pull.number))")
        text += facts.joined(separator: " · ") + "\n"
        body(pull.body, url: pull.htmlURL)
    }

    /// One comment: `## @login commented DATE`, its body.
    mutating func add(_ comment: IssueComment) {
        text += "\n"
        let reactions = ConversationText.reactions(comment.reactions)
        heading("## @\(ConversationText.login(comment.user)) commented \(date(comment.createdAt))"
                + (reactions.isEmpty ? "" : " · " + reactions))
        body(comment.body, url: comment.htmlURL)
    }

    /// One review: `## @login reviewed: approved DATE`, its body when it has one.
    mutating func add(_ review: PullRequestReview) {
        text += "\n"
        let state = TextSanitizer.singleLine(review.state.lowercased().replacingOccurrences(of: "_", with: " "))
        heading("## @\(ConversationText.login(review.user)) reviewed: \(state) \(date(review.submittedAt))")
        body(review.body, url: review.htmlURL)
    }

    private mutating func heading(_ line: String) {
        text += usesColor ? "\u{1B}[1m" + line + "\u{1B}[0m\n" : line + "\n"
    }

    private mutating func body(_ markdown: String?, url: String?) {
        guard let markdown, !markdown.isEmpty else { return }
        let body: String
        if isTerminal {
            let document = MarkdownParser.parse(bytes: Array(markdown.utf8), fileName: "body.md", htmlURL: url)
            body = ReadmeOutput.rendered(document, width: max(20, width), styled: usesColor)
        } else {
            body = TextSanitizer.multiline(markdown)
        }
        guard !body.isEmpty else { return }
        text += "\n" + body + (body.hasSuffix("\n") ? "" : "\n")
    }

    private func date(_ date: Date?) -> String {
        guard let date else { return "" }
        return isTerminal ? DateText.relative(date, now: now) : ISO8601Text.string(date)
    }
}
