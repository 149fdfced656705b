import Entities
import RepositoryBrowsing
import Routes

/// Where a notification thread's subject opens: a ghbrowse screen for an issue, a pull request,
/// a commit or a release (fetched by its id), read from the subject's API address; the
/// browser for anything else (a discussion, a check suite, an address of another shape).
enum NotificationSubject {
    /// The ghbrowse screen of `thread`'s subject, or nil for the browser.
    static func route(of thread: NotificationThread) -> Route? {
        guard let url = thread.subjectURL else { return nil }
        let all = url.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let repos = all.firstIndex(of: "repos") else { return nil }
        let parts = Array(all[(repos + 1)...])
        guard parts.count >= 4, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        let fullName = parts[0] + "/" + parts[1]
        switch (thread.subjectType, parts[2]) {
        case ("Issue", "issues"), ("PullRequest", "pulls"):
            guard let number = Int(parts[3]), number > 0 else { return nil }
            return .issue(fullName: fullName, number: number)
        case ("Commit", "commits"):
            guard !parts[3].isEmpty else { return nil }
            return .commit(fullName: fullName, sha: parts[3])
        case ("Release", "releases"):
            guard parts[3].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[3]), id > 0 else { return nil }
            // Known only by its id: the release screen fetches it.
            return .release(fullName: fullName, Release(id: id, tagName: ""))
        default:
            return nil
        }
    }

    /// The subject's page on github.com: the issue, pull request or commit at its address on the
    /// web, else the repository's notifications page (`/notifications` when none is known).
    static func webPage(of thread: NotificationThread) -> String {
        switch route(of: thread) {
        case .issue(let fullName, let number)?:
            return GitHubWebURL.repository(fullName) + (thread.subjectType == "PullRequest" ? "/pull/" : "/issues/")
                + String(number)
        case .commit(let fullName, let sha)?:
            return GitHubWebURL.commit(fullName, sha: sha)
        case .release(let fullName, _)?:
            return GitHubWebURL.repository(fullName) + "/releases"
        default:
            guard !thread.repositoryFullName.isEmpty else { return GitHubWebURL.base + "/notifications" }
            return GitHubWebURL.repository(thread.repositoryFullName) + (thread.subjectType == "Discussion" ? "/discussions" : "")
        }
    }
}
