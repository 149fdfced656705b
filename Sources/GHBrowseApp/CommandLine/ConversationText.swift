import Entities
import TextCells

/// The words the conversation's commands print for states and lists, made safe for a terminal.
enum ConversationText {
    /// `open`, `closed`, `not planned`; for an issue that is a pull request `draft` and `merged` too.
    static func state(of issue: Issue) -> String {
        if issue.isPullRequest {
            if issue.mergedAt != nil { return "merged" }
            if issue.state == "open" && issue.isDraft { return "draft" }
        }
        guard issue.state == "closed" else { return TextSanitizer.singleLine(issue.state) }
        return issue.stateReason == "not_planned" ? "not planned" : "closed"
    }

    /// `open`, `draft`, `merged` or `closed`.
    static func state(of pull: PullRequest) -> String {
        if pull.isMerged { return "merged" }
        if pull.state == "closed" { return "closed" }
        return pull.isDraft ? "draft" : TextSanitizer.singleLine(pull.state)
    }

    /// The labels' names, comma-separated.
    static func labels(_ labels: [IssueLabel]) -> String {
        labels.map { TextSanitizer.singleLine($0.name) }.joined(separator: ", ")
    }

    /// Logins, comma-separated.
    static func logins(_ users: [User]) -> String {
        users.map { TextSanitizer.singleLine($0.login) }.joined(separator: ", ")
    }

    /// A login, or `ghost` for an account GitHub no longer has (as github.com shows it).
    static func login(_ user: User?) -> String {
        user.map { TextSanitizer.singleLine($0.login) } ?? "ghost"
    }

    /// `👍 7 · 🎉 2`: the reactions given, none when there are none.
    static func reactions(_ reactions: Reactions?) -> String {
        guard let reactions, reactions.totalCount != 0 else { return "" }
        let kinds: [(String, Int)] = [("👍", reactions.plusOne), ("👎", reactions.minusOne), ("😄", reactions.laugh),
                                      ("🎉", reactions.hooray), ("😕", reactions.confused), ("❤️", reactions.heart),
                                      ("🚀", reactions.rocket), ("👀", reactions.eyes)]
        return kinds.filter { $0.1 != 0 }.map { "\($0.0) \($0.1)" }.joined(separator: " · ")
    }
}
