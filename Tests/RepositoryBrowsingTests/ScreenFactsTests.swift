import RepositoryBrowsing
import XCTest

/// Where `o` goes, which files render as Markdown, and the ref chooser's rows.
final class ScreenFactsTests: XCTestCase {
    func testWebAddressesEncodeEachPartAndKeepPathSlashes() {
        XCTAssertEqual(GitHubWebURL.file("junegunn/fzf", ref: "master", path: "src/tui/tui.go", line: 120),
                       "https://github.com/junegunn/fzf/blob/master/src/tui/tui.go#L120")
        XCTAssertEqual(GitHubWebURL.directory("o/r", ref: "feature/x", path: "docs/my dir"),
                       "https://github.com/o/r/tree/feature%2Fx/docs/my%20dir")
        XCTAssertEqual(GitHubWebURL.directory("o/r", ref: "main", path: ""), "https://github.com/o/r/tree/main")
        XCTAssertEqual(GitHubWebURL.file("o/r", ref: "v1", path: "a#b?.md", line: 0), "https://github.com/o/r/blob/v1/a%23b%3F.md#L1")
        XCTAssertEqual(GitHubWebURL.commit("o/r", sha: "abc"), "https://github.com/o/r/commit/abc")
        XCTAssertEqual(GitHubWebURL.release("o/r", tag: "v1.0 beta"), "https://github.com/o/r/releases/tag/v1.0%20beta")
    }

    func testMarkdownIsKnownByItsExtension() {
        XCTAssertTrue(FileKind.isMarkdown("README.md"))
        XCTAssertTrue(FileKind.isMarkdown("docs/Guide.MARKDOWN"))
        XCTAssertFalse(FileKind.isMarkdown("src/main.swift"))
        XCTAssertFalse(FileKind.isMarkdown(".md"))
        XCTAssertFalse(FileKind.isMarkdown("md"))
    }

    func testTheChooserListsTheDefaultBranchFirstThenBranchesThenTags() {
        let rows = RefChoice.choices(branches: ["develop", "main", "fix/\u{1B}[2Jx"], tags: ["v1.0", "v2.0"],
                                     defaultBranch: "main")
        XCTAssertEqual(rows.count, 5)
        XCTAssertEqual([rows[0].name, rows[1].name, rows[3].name, rows[4].name], ["main", "develop", "v1.0", "v2.0"])
        XCTAssertTrue(rows[2].name.hasPrefix("fix/"))
        XCTAssertFalse(rows[2].name.contains("\u{1B}"), "names are sanitized")
        XCTAssertEqual(rows.map(\.kind), [.branch, .branch, .branch, .tag, .tag])
        XCTAssertEqual(rows.map(\.isDefault), [true, false, false, false, false])
        XCTAssertEqual(RefChoice.choices(branches: ["main", "develop"], tags: ["v1.0", "v2.0"], defaultBranch: "main",
                                         filter: "V2").map(\.name), ["v2.0"])
    }
}
