import Entities
import PresentationKit
import Routes
import Testing

/// Issue 26: a github.com address of an issue, a pull request or a commit opens its screen in
/// ghbrowse; anything else stays the browser's.
@Suite struct GitHubLinkRouteTests {
    @Test func issuesPullRequestsAndCommitsOpenTheirScreens() {
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/actions") == .workflowRuns(fullName: "cli/cli"))
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/actions/runs/123/job/456")
                == .workflowRun(fullName: "cli/cli", GitHubLinkRoute.runNumbered(123)))
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/actions/runs/-1") == nil)
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/actions/workflows/ci.yml") == nil)
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/issues/8854") == .issue(fullName: "cli/cli", number: 8854))
        #expect(GitHubLinkRoute.route(for: "https://github.com/cli/cli/pull/12/files#diff-1")
                == .issue(fullName: "cli/cli", number: 12))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r.js/issues/3#issuecomment-1")
                == .issue(fullName: "o/r.js", number: 3))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/commit/ABCDEF1234")
                == .commit(fullName: "o/r", sha: "abcdef1234"))
    }

    @Test func everythingElseIsTheBrowsers() {
        for url in ["https://github.com/o/r/issues/x",
                    "https://github.com/o/r/issues/0", "https://github.com/../r/issues/1", "https://example.com/o/r/issues/1",
                    "https://github.com/o/r/commit/xyz", "https://github.com/o/r/commit/abc", 
                    "https://github.com/o/r/issues/99999999999999999999999", "https://github.com/o/r/issues/１２"] {
            #expect(GitHubLinkRoute.route(for: url) == nil, "\(url)")
        }
    }
}

/// Issue 26: repositories, files, directories, lists and accounts open in ghbrowse too.
@Suite struct GitHubLinkRouteMoreScreensTests {
    @Test func aRepositoryOpensItsDetailByName() {
        guard case .repository(let repository, let search) = GitHubLinkRoute.route(for: "https://github.com/cli/cli/") else {
            Issue.record("not a repository")
            return
        }
        #expect(repository.fullName == "cli/cli")
        #expect(repository.owner.login == "cli")
        #expect(repository.name == "cli")
        #expect(search == nil)
    }

    @Test func filesDirectoriesAndLists() {
        let place = RepositoryRef(fullName: "o/r", ref: "main")
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/blob/main/docs/a%20b.md#L10-L20")
                == .file(place, path: "docs/a b.md", size: nil, lines: 10...20))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/blob/main/a.c#L7") == .file(place, path: "a.c", size: nil, lines: 7...7))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/blob/main/a.c") == .file(place, path: "a.c", size: nil))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/tree/main") == .files(place, path: ""))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/tree/main/src") == .files(place, path: "src"))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/commits/main") == .commits(place))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/issues") == .issues(fullName: "o/r"))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/pulls") == .pullRequests(fullName: "o/r"))
        #expect(GitHubLinkRoute.route(for: "https://github.com/o/r/releases") == .releases(fullName: "o/r"))
    }

    @Test func aFilesLinesAreReadFromItsFragment() {
        #expect(GitHubLinkRoute.lines(fragment: "L10-L20") == 10...20)
        #expect(GitHubLinkRoute.lines(fragment: "L20-L10") == 10...20)
        #expect(GitHubLinkRoute.lines(fragment: "L3") == 3...3)
        for fragment in ["", "L", "L0", "L-1", "readme", "L1-", "L1-X", "L99999999999", "L１", "L1-L2-L3"] {
            #expect(GitHubLinkRoute.lines(fragment: fragment) == nil, "\(fragment)")
        }
    }

    @Test func anAccountOpensASearchOfItsRepositories() {
        #expect(GitHubLinkRoute.route(for: "https://github.com/octocat") == .search(RepositorySearch(query: "user:octocat")))
    }

    @Test func githubsOwnPagesAndUnsafePathsStayTheBrowsers() {
        for url in ["https://github.com/settings/tokens", "https://github.com/orgs/cli", "https://github.com/topics/go",
                    "https://github.com/o/r/wiki", "https://github.com/o/r/blob/main/../../x", "https://github.com/o/r/blob/main/%2E%2E/x",
                    "https://github.com/o/r/blob/main", "https://github.com/o/r/blob/main/a%00b", "https://github.com/",
                    "https://github.com/o/r/tree/%2E%2E", "https://github.com/o/r/pull", "https://github.com/o/r/commit",
                    "https://github.com/o/r/pull/", "https://github.com/o/r/commit#x", "https://github.com/o/r/blob/"] {
            #expect(GitHubLinkRoute.route(for: url) == nil, "\(url)")
        }
    }
}
