import PresentationKit
import Routes
import Testing

/// Issue 26: a github.com address of an issue, a pull request or a commit opens its screen in
/// ghbrowse; anything else stays the browser's.
@Suite struct GitHubLinkRouteTests {
    @Test func issuesPullRequestsAndCommitsOpenTheirScreens() {
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/issues/8854") == .issue(fullName: "cli/cli", number: 8854))
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/pull/12/files#diff-1")
                == .issue(fullName: "cli/cli", number: 12))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r.js/issues/3#issuecomment-1")
                == .issue(fullName: "o/r.js", number: 3))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/commit/ABCDEF1234")
                == .commit(fullName: "o/r", sha: "abcdef1234"))
    }

    @Test func everythingElseIsTheBrowsers() {
        for url in ["https://github.com/cli/cli", "https://github.com/cli/cli/issues", "https://github.com/o/r/issues/x",
                    "https://github.com/o/r/issues/0", "https://github.com/../r/issues/1", "https://example.com/o/r/issues/1",
                    "https://github.com/o/r/commit/xyz", "https://github.com/o/r/commit/abc", "https://github.com/o/r/blob/main/a.md",
                    "https://github.com/o/r/issues/99999999999999999999999", "https://github.com/o/r/issues/１２"] {
            #expect(GitHubLinkRoute.route(for: url) == nil, "\(url)")
        }
    }
}
