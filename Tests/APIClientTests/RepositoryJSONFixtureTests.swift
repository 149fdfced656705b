import APIClient
import Entities
import FixtureServer
import Foundation
import JSONReading
import XCTest

/// Commits, a commit with its files, branches, tags, releases with assets, rate limits,
/// languages and error bodies as GitHub sent them, read by the one JSON reader to what a user sees.
final class RepositoryJSONFixtureTests: XCTestCase {
    private func fixture(_ directory: String, _ name: String) throws -> Data {
        let github = try XCTUnwrap(FixtureStore.locateDirectory(), "no fixtures")
        let url = URL(fileURLWithPath: github).deletingLastPathComponent().appendingPathComponent(directory)
        return try Data(contentsOf: url.appendingPathComponent("\(name).json"))
    }

    private func repo(_ name: String) throws -> Data {
        try fixture("github-repo", name)
    }

    private func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    func testAHistoryPageReadsMessagesPeopleAndParents() throws {
        let commits = try GitHubAPI.Commits(owner: "PyGithub", name: "PyGithub", ref: nil)
            .decodeResponse(repo("commits-pygithub-pygithub"))
        XCTAssertEqual(commits.map(\.sha), ["0791cc7b1a706ab5d7c607ddff35de4d486ba3e9",
                                            "9f7850bf6572ea8572b8b136b8b3d3e09cb38403"])
        let first = commits[0]
        XCTAssertEqual(first.message, "Fixing lint errors in release branch")
        XCTAssertEqual(first.committer, GitSignature(name: "Enrico Minack", email: "github@enrico.minack.dev",
                                                     date: date("2023-08-28T18:27:45Z")))
        XCTAssertEqual(first.authorLogin, "EnricoMi")
        XCTAssertEqual(first.committerLogin, "EnricoMi")
        XCTAssertEqual(first.parents, ["9f7850bf6572ea8572b8b136b8b3d3e09cb38403"])

        let history = try [Commit].read(from: repo("commits-sigmavirus24-github3.py"))
        XCTAssertEqual(history.count, 25)
        XCTAssertEqual(history.filter { $0.parents.count == 2 }.count, 8, "the merges")
        XCTAssertTrue(history.allSatisfy { $0.author?.date != nil && !$0.message.isEmpty })
    }

    func testACommitReadsWithItsStatsAndFiles() throws {
        let detail = try GitHubAPI.CommitDetail(owner: "PyGithub", name: "PyGithub", sha: "f5f9756")
            .decodeResponse(repo("commit-with-patch-pygithub-pygithub"))
        XCTAssertEqual(detail.commit.authorLogin, "EnricoMi")
        XCTAssertEqual(detail.commit.author?.date, date("2025-09-02T17:30:48Z"))
        XCTAssertEqual(detail.stats, CommitStats(additions: 119, deletions: 4, total: 123))
        XCTAssertEqual(detail.files.map(\.filename), ["github/GithubApp.py", "github/GithubObject.py",
                                                      "tests/GithubObject.py"])
        XCTAssertEqual(detail.files.map(\.additions), [1, 15, 103])
        XCTAssertEqual(detail.files.map(\.deletions), [1, 3, 0])
        XCTAssertEqual(detail.files.map(\.changes), [2, 18, 103])
        XCTAssertTrue(detail.files.allSatisfy { $0.previousFilename == nil && $0.patch != nil })

        let page1 = try CommitDetail.read(from: repo("commit-files-page1-pygithub-pygithub"))
        XCTAssertEqual(page1.commit.sha, "cbfe8d0f623ca29d984ec09d2b566e9ab10ae024")
        XCTAssertTrue(page1.commit.message.hasPrefix("Remove the default \"null\" input send during GET request (#691)\n"))
        XCTAssertEqual(page1.commit.authorLogin, "R1kk3r")
        XCTAssertEqual(page1.stats, CommitStats(additions: 931, deletions: 931, total: 1862))
        XCTAssertEqual(page1.files.count, 300)
        XCTAssertEqual(page1.files.filter { $0.patch == nil }.count, 212)
        XCTAssertEqual(try CommitDetail.read(from: repo("commit-files-page2-pygithub-pygithub")).files.count, 71)
    }

    func testBranchesAndTagsReadWithTheirCommits() throws {
        let branches = try GitHubAPI.Branches(owner: "sigmavirus24", name: "github3.py")
            .decodeResponse(repo("branches-sigmavirus24-github3.py"))
        XCTAssertEqual(branches.count, 10)
        XCTAssertEqual(branches.prefix(3).map(\.name), ["archive-repository", "bug/354", "bug/619"])
        XCTAssertTrue(branches.allSatisfy { $0.commitSHA?.count == 40 && $0.isProtected == nil })
        let tags = try GitHubAPI.Tags(owner: "PyGithub", name: "PyGithub").decodeResponse(repo("tags-pygithub-pygithub"))
        XCTAssertEqual(tags.suffix(3).map(\.name), ["v1.51", "v1.50", "v1.47"])
        XCTAssertEqual(tags.last?.commitSHA, "afb1259a4e52d7bbee8415a523d78c3a428968a8")
    }

    func testReleasesReadWithTheirAuthorsDatesAndAssets() throws {
        let releases = try GitHubAPI.Releases(owner: "PyGithub", name: "PyGithub")
            .decodeResponse(repo("releases-pygithub-pygithub"))
        XCTAssertEqual(releases.prefix(3).map(\.id), [41_982_557, 41_981_910, 35_686_980])
        XCTAssertEqual(releases.prefix(3).map(\.tagName), ["v1.55", "v1.54.0.1", "v1.54.1"])
        XCTAssertEqual(releases[0].authorLogin, "s-t-e-v-e-n-k")
        XCTAssertEqual(releases[0].createdAt, date("2021-04-26T04:43:40Z"))
        XCTAssertEqual(releases[0].publishedAt, date("2021-04-26T04:44:57Z"))
        XCTAssertTrue(releases.allSatisfy { $0.assets.isEmpty })

        let release = try GitHubAPI.LatestRelease(owner: "rickrickston123", name: "RepoTest")
            .decodeResponse(repo("release-with-assets-rickrickston123-repotest"))
        XCTAssertEqual(release, Release(
            id: 28_524_234, tagName: "v1.0", name: "Test", body: release.body, isDraft: false, isPrerelease: false,
            createdAt: date("2020-07-12T07:34:42Z"), publishedAt: date("2020-07-14T00:58:20Z"),
            htmlURL: "https://github.com/rickrickston123/RepoTest/releases/tag/v1.0", authorLogin: "rickrickston123",
            assets: [ReleaseAsset(name: "fact", size: 40, downloadCount: 0,
                                  browserDownloadURL: "https://github.com/rickrickston123/RepoTest/releases/download/v1.0/fact",
                                  apiURL: "https://api.github.com/repos/rickrickston123/RepoTest/releases/assets/22848494",
                                  contentType: "application/octet-stream")]))
        XCTAssertEqual(try Release.read(from: repo("release-latest-rickrickston123-repotest")).assets.first?.downloadCount, 92)
    }

    func testLanguagesAndRateLimitsRead() throws {
        let languages = try GitHubAPI.Languages(owner: "PyGithub", name: "PyGithub")
            .decodeResponse(fixture("github", "repository-languages"))
        XCTAssertEqual(languages, RepositoryLanguages([LanguageBytes(name: "Python", bytes: 127_266),
                                                       LanguageBytes(name: "Shell", bytes: 673)]))
        // `GET /rate_limit` as GitHub documents it (no recording holds one).
        let body = #"{"resources":{"core":{"limit":5000,"used":10,"remaining":4990,"reset":1764205362},"#
            + #""search":{"limit":30,"used":2,"remaining":28,"reset":1764202962},"#
            + #""graphql":{"limit":5000,"used":0,"remaining":5000,"reset":1764205362}},"#
            + #""rate":{"limit":5000,"used":10,"remaining":4990,"reset":1764205362}}"#
        let limits = try GitHubAPI.RateLimits().decodeResponse(Data(body.utf8))
        XCTAssertEqual(limits.resources, [
            "core": .init(limit: 5000, remaining: 4990, reset: 1_764_205_362),
            "search": .init(limit: 30, remaining: 28, reset: 1_764_202_962),
            "graphql": .init(limit: 5000, remaining: 5000, reset: 1_764_205_362),
        ])
    }

    func testTheRecordedErrorBodiesSayWhatWentWrong() throws {
        func error(_ status: Int, _ name: String) throws -> GitHubError {
            GitHubErrorMapper.error(for: HTTPResponse(status: status, headers: HTTPHeaders(), body: try fixture("github", name)))
        }
        XCTAssertEqual(try error(401, "error-401-bad-credentials"), .unauthorized(message: "Bad credentials"))
        XCTAssertEqual(try error(404, "error-404-not-found"), .notFound(message: "Not Found"))
        XCTAssertEqual(try error(422, "error-422-validation-failed"),
                       .invalidQuery(message: "Validation Failed", details: ["color invalid"]))
        XCTAssertEqual(try error(403, "error-403-secondary-rate-limit"), .secondaryRateLimit(
            retryAfter: nil,
            message: "You have triggered an abuse detection mechanism. Please wait a few minutes before you try again."))
        XCTAssertEqual(try error(403, "error-403-rate-limit"), .rateLimited(RateLimit()))
    }
}
