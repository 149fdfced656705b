import APIClient
import Entities
import Foundation
import XCTest

/// Trees, commits, branches, tags and releases as GitHub really sent them
/// (`shared/fixtures/github-repo`) read into entities, with the reader the client uses.
final class RepositoryContentsDecodingTests: XCTestCase {
    private func body(_ name: String) throws -> Data {
        let directory = try XCTUnwrap(FixtureFiles.directory, "no fixtures").deletingLastPathComponent()
        return try Data(contentsOf: directory.appendingPathComponent("github-repo/\(name).json"))
    }

    func testARecursiveTreeListsFilesWithSizesAndDirectoriesWithout() throws {
        let tree = try GitTree.read(from: body("tree-recursive-sigmavirus24-github3.py"))
        XCTAssertEqual(tree.entries.count, 275)
        XCTAssertFalse(tree.truncated)
        XCTAssertEqual(tree.sha, "52a3f30e05cf434285e775979f01f1a8355049a7")
        let gitignore = try XCTUnwrap(tree.entries.first)
        XCTAssertEqual(gitignore, GitTreeEntry(path: ".gitignore", mode: "100644", type: .blob,
                                               sha: "b869b6c7021cfd98e2ca2357dbeaa4b619bdf280", size: 124))
        let directory = try XCTUnwrap(tree.entries.first { $0.type == .tree })
        XCTAssertNil(directory.size)
    }

    func testTheLargeTreeDecodesAllItsEntries() throws {
        let tree = try GitTree.read(from: body("tree-large-tldr-pages-tldr"))
        XCTAssertEqual(tree.entries.count, 30_077)
        XCTAssertEqual(tree.entries.filter { $0.type == .blob }.count, 29_719)
        XCTAssertEqual(tree.entries.filter { $0.type == .tree }.count, 358)
    }

    func testATruncatedTreeSaysSoAndASubmoduleIsACommit() throws {
        let json = #"{"sha":"abc","tree":[{"path":"vendor/lib","mode":"160000","type":"commit","sha":"def"},"#
            + #"{"path":"x","type":"symlink-of-the-future","size":1e30}],"truncated":true}"#
        let tree = try GitTree.read(from: Data(json.utf8))
        XCTAssertTrue(tree.truncated)
        XCTAssertEqual(tree.entries[0].type, .commit)
        XCTAssertNil(tree.entries[0].size)
        XCTAssertEqual(tree.entries[1].type, .blob, "an unknown type reads as a file")
        XCTAssertEqual(tree.entries[1].size, Int.max, "an absurd size saturates")
    }

    func testAbsurdCountsSaturateOrTruncateAndNeverFailTheAnswer() throws {
        let json = #"{"filename":"a","status":"modified","additions":99999999999999999999,"#
            + #""deletions":-1e300,"changes":2.7,"patch":null}"#
        let file = try CommitFile.read(from: Data(json.utf8))
        XCTAssertEqual(file.additions, Int.max)
        XCTAssertEqual(file.deletions, Int.min)
        XCTAssertEqual(file.changes, 2)
        XCTAssertNil(file.patch)
        let asset = try ReleaseAsset.read(from: Data(#"{"name":"a","size":"big","download_count":null}"#.utf8))
        XCTAssertEqual(asset.size, 0)
        XCTAssertEqual(asset.downloadCount, 0)
    }

    func testCommitsCarryMessageAuthorDatesAndParents() throws {
        let commits = try [Commit].read(from: body("commits-sigmavirus24-github3.py"))
        XCTAssertEqual(commits.count, 25)
        let pygithub = try [Commit].read(from: body("commits-pygithub-pygithub"))
        let first = try XCTUnwrap(pygithub.first)
        XCTAssertEqual(first.sha, "0791cc7b1a706ab5d7c607ddff35de4d486ba3e9")
        XCTAssertEqual(first.message, "Fixing lint errors in release branch")
        XCTAssertEqual(first.author?.name, "Enrico Minack")
        XCTAssertEqual(first.author?.date, ISO8601DateFormatter().date(from: "2023-08-28T18:27:45Z"))
        XCTAssertEqual(first.authorLogin, "EnricoMi")
        XCTAssertEqual(first.parents.count, 1)
        XCTAssertEqual(first.htmlURL, "https://github.com/PyGithub/PyGithub/commit/0791cc7b1a706ab5d7c607ddff35de4d486ba3e9")
    }

    func testACommitWithPatchesHasStatsAndFiles() throws {
        let detail = try CommitDetail.read(from: body("commit-with-patch-pygithub-pygithub"))
        XCTAssertEqual(detail.commit.sha, "f5f9756a1dd52a53820cc54927abb34725377987")
        XCTAssertEqual(detail.commit.message, "Use default type if known type is not supported (#3365)\n\nFixes #3364.")
        XCTAssertEqual(detail.commit.committer?.name, "GitHub")
        XCTAssertEqual(detail.commit.parents, ["3ccecbb99d0d0f661f19684c8882d52b60450e64"])
        XCTAssertEqual(detail.stats, CommitStats(additions: 119, deletions: 4, total: 123))
        XCTAssertEqual(detail.files.count, 3)
        XCTAssertEqual(detail.files[0].filename, "github/GithubApp.py")
        XCTAssertEqual(detail.files[0].status, "modified")
        XCTAssertEqual(detail.files[0].additions, 1)
        XCTAssertTrue(detail.files[0].patch?.hasPrefix("@@ -211,7 +211,7 @@") ?? false)
    }

    func testACommitOfManyFilesComesInPagesSomeFilesWithoutPatch() throws {
        let first = try CommitDetail.read(from: body("commit-files-page1-pygithub-pygithub"))
        let second = try CommitDetail.read(from: body("commit-files-page2-pygithub-pygithub"))
        XCTAssertEqual(first.files.count + second.files.count, 371)
        XCTAssertTrue((first.files + second.files).contains { $0.patch == nil })
    }

    func testBranchesAndTagsNameTheirCommits() throws {
        let branches = try [Branch].read(from: body("branches-sigmavirus24-github3.py"))
        XCTAssertEqual(branches.count, 10)
        XCTAssertEqual(branches[0], Branch(name: "archive-repository", commitSHA: "d248317bbf042942b8b953f6ff4c2141dcf0a20e"))
        let tags = try [Tag].read(from: body("tags-pygithub-pygithub"))
        XCTAssertEqual(tags.count, 30)
        XCTAssertEqual(tags[0], Tag(name: "v2.5.0", commitSHA: "19ddb9f4fd996e99a5010d271b3c2e76dd280fb5"))
    }

    func testReleasesCarryNotesMarksAndAssets() throws {
        let releases = try [Release].read(from: body("releases-pygithub-pygithub"))
        XCTAssertEqual(releases.count, 10)
        let first = try XCTUnwrap(releases.first)
        XCTAssertEqual(first.tagName, "v1.55")
        XCTAssertEqual(first.name, "")
        XCTAssertFalse(first.isDraft)
        XCTAssertFalse(first.isPrerelease)
        XCTAssertTrue(first.body?.hasPrefix("**Breaking Changes**") ?? false)
        XCTAssertEqual(first.htmlURL, "https://github.com/PyGithub/PyGithub/releases/tag/v1.55")
        XCTAssertNotNil(first.publishedAt)

        for name in ["release-with-assets-rickrickston123-repotest", "release-latest-rickrickston123-repotest"] {
            let release = try Release.read(from: body(name))
            XCTAssertEqual(release.id, 28_524_234, name)
            XCTAssertEqual(release.assets, [ReleaseAsset(
                name: "fact", size: 40, downloadCount: release.assets.first?.downloadCount ?? -1,
                browserDownloadURL: "https://github.com/rickrickston123/RepoTest/releases/download/v1.0/fact",
                apiURL: "https://api.github.com/repos/rickrickston123/RepoTest/releases/assets/22848494",
                contentType: "application/octet-stream")], name)
        }
        let assets = try [ReleaseAsset].read(from: body("release-assets-rickrickston123-repotest"))
        XCTAssertEqual(assets.map(\.name), ["fact"])
    }
}
