#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import PresentationKit
import TextCells

/// Notification threads as rows and in words: GitHub's subject types and reasons said plainly,
/// every piece of its text sanitized.
public enum NotificationRows {
    /// `thread` as drawn; `unread` as this session knows it (a thread marked read here is not).
    public static func row(_ thread: NotificationThread, unread: Bool, now: Date) -> NotificationRow {
        var meta = [reason(thread.reason)]
        if let updated = thread.updatedAt { meta.append("updated " + DateText.relative(updated, now: now)) }
        return NotificationRow(unread: unread, repository: TextSanitizer.singleLine(thread.repositoryFullName),
                               kind: kind(thread.subjectType), title: TextSanitizer.singleLine(thread.subjectTitle),
                               meta: meta.filter { !$0.isEmpty }.joined(separator: " · "))
    }

    /// `PullRequest` → `pull request`, `CheckSuite` → `check suite`; unknown words split where
    /// their capitals are, sanitized.
    public static func kind(_ subjectType: String) -> String {
        var words = ""
        for character in TextSanitizer.singleLine(subjectType) {
            if character.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(contentsOf: character.lowercased())
        }
        return words
    }

    /// GitHub's reason in words: `review_requested` → `review requested`, `ci_activity` → `CI activity`.
    public static func reason(_ reason: String) -> String {
        switch reason {
        case "assign": return "assigned"
        case "ci_activity": return "CI activity"
        case "security_alert": return "security alert"
        case "team_mention": return "team mentioned"
        case "mention": return "mentioned"
        default: return TextSanitizer.singleLine(reason).split(separator: "_").joined(separator: " ")
        }
    }
}
