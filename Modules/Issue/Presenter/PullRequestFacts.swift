import Entities
import PresentationKit
import TextCells

/// What a pull request's conversation says above its body besides an issue's facts: its
/// branches, size and mergeability, its reviewers' latest verdicts, and its checks' tally
/// (`✓ 12 · ✗ 1 · ● 2`, the failing ones named). Every piece of GitHub's text made safe.
enum PullRequestFacts {
    static func lines(pull: PullRequest, reviews: [PullRequestReview], checks: [CheckRun],
                      statuses: CombinedStatus?) -> [IssueLine] {
        var lines: [IssueLine] = []
        var shape: [String] = []
        if let head = pull.head?.ref, let base = pull.base?.ref { shape.append(safe(head) + " → " + safe(base)) }
        if let commits = pull.commits { shape.append(commits == 1 ? "1 commit" : "\(CompactNumber.grouped(max(commits, 0))) commits") }
        if let additions = pull.additions, let deletions = pull.deletions {
            let files = pull.changedFiles.map { " in \(CompactNumber.grouped(max($0, 0))) \($0 == 1 ? "file" : "files")" } ?? ""
            shape.append("+\(CompactNumber.grouped(max(additions, 0))) −\(CompactNumber.grouped(max(deletions, 0)))" + files)
        }
        if let mergeable = mergeability(pull) { shape.append(mergeable) }
        if !shape.isEmpty { lines.append(IssueLine(shape.joined(separator: " · "), .detail)) }
        let verdicts = latestVerdicts(reviews)
        if !verdicts.isEmpty { lines.append(IssueLine("Reviews: " + verdicts.joined(separator: ", "), .detail)) }
        let asked = pull.requestedReviewers.map { "@" + safe($0.login) }
        if !asked.isEmpty { lines.append(IssueLine("Review asked of: " + asked.joined(separator: ", "), .detail)) }
        if let tally = checksTally(checks, statuses: statuses) { lines.append(IssueLine(tally, .detail)) }
        return lines
    }

    /// "mergeable", "conflicts", "blocked" …; nil once merged or closed, or while GitHub computes it.
    static func mergeability(_ pull: PullRequest) -> String? {
        guard pull.state.lowercased() == "open", !pull.isMerged else { return nil }
        switch pull.mergeableState?.lowercased() {
        case "clean": return "mergeable"
        case "dirty": return "conflicts"
        case "blocked": return "blocked"
        case "behind": return "behind its base"
        case "unstable": return "mergeable, checks failing"
        case "draft": return "draft"
        default: return pull.mergeable == false ? "not mergeable" : nil
        }
    }

    /// Each reviewer's latest verdict, in the order they first reviewed: `@ada approved`.
    static func latestVerdicts(_ reviews: [PullRequestReview]) -> [String] {
        var order: [String] = []
        var latest: [String: String] = [:]
        for review in reviews {
            guard let login = review.user?.login, !login.isEmpty else { continue }
            let verdict: String
            switch review.state.uppercased() {
            case "APPROVED": verdict = "approved"
            case "CHANGES_REQUESTED": verdict = "changes requested"
            case "COMMENTED": verdict = "commented"
            case "DISMISSED": verdict = "dismissed"
            default: continue
            }
            if latest[login] == nil { order.append(login) }
            // A comment after a verdict does not undo it.
            if verdict != "commented" || latest[login] == nil || latest[login] == "commented" { latest[login] = verdict }
        }
        return order.map { "@" + safe($0) + " " + (latest[$0] ?? "") }
    }

    /// `Checks: ✓ 3 · ✗ 1 · ● 1 — failing: test (3.8)`, or nil when there are none.
    static func checksTally(_ checks: [CheckRun], statuses: CombinedStatus?) -> String? {
        var passed = 0, failed = 0, pending = 0
        var failing: [String] = []
        for check in checks {
            switch (check.status.lowercased(), check.conclusion?.lowercased()) {
            case ("completed", "success"?), ("completed", "neutral"?), ("completed", "skipped"?): passed += 1
            case ("completed", _):
                failed += 1
                failing.append(safe(check.name))
            default: pending += 1
            }
        }
        for status in statuses?.statuses ?? [] {
            switch status.state.lowercased() {
            case "success": passed += 1
            case "pending": pending += 1
            default:
                failed += 1
                failing.append(safe(status.context))
            }
        }
        guard passed + failed + pending > 0 else { return nil }
        var text = "Checks: ✓ \(passed) · ✗ \(failed) · ● \(pending)"
        if !failing.isEmpty { text += " — failing: " + failing.prefix(5).joined(separator: ", ") }
        return text
    }

    private static func safe(_ text: String) -> String {
        TextSanitizer.singleLine(text)
    }
}
