import RepositoryBrowsing
import XCTest

/// Issue 28: a Markdown file's link to another file (or directory) of its repository at its ref is
/// followed in ghbrowse; any other link is not the rule's (nil: the browser, as the README's);
/// a path that would leave the repository or break `RequestPath` is refused.
final class RepositoryLinkTests: XCTestCase {
    private let file = "docs/guide/INTRO.md"

    /// `target` as the parser resolves it against the file's blob address.
    private func resolve(_ target: String, url: String? = nil, ref: String = "main") -> RepositoryLink? {
        let base = "https://github.com/o/r/blob/main/docs/guide/"
        return RepositoryLink.resolve(target: target, url: url ?? base + target, fullName: "o/r", ref: ref, from: file)
    }

    func testARelativePathIsAFileBesideTheMarkdownFile() {
        XCTAssertEqual(resolve("setup.md"), .file("docs/guide/setup.md"))
        XCTAssertEqual(resolve("deeper/x.md"), .file("docs/guide/deeper/x.md"))
        XCTAssertEqual(resolve("./a.md#anchor"), .file("docs/guide/a.md"), "the anchor aside")
        XCTAssertEqual(resolve("b.md?plain=1"), .file("docs/guide/b.md"), "the query aside")
        XCTAssertEqual(resolve("a%20b.md"), .file("docs/guide/a b.md"), "decoded")
        XCTAssertEqual(resolve(" <c.md> "), .file("docs/guide/c.md"))
    }

    func testDotDotClimbsAndASlashStartsAtTheRoot() {
        XCTAssertEqual(resolve("../README.md"), .file("docs/README.md"))
        XCTAssertEqual(resolve("../../README.md"), .file("README.md"))
        XCTAssertEqual(resolve("/LICENSE"), .file("LICENSE"))
        XCTAssertEqual(resolve("./x/../y.md"), .file("docs/guide/y.md"))
    }

    func testAPathEndingInASlashIsADirectory() {
        XCTAssertEqual(resolve("images/"), .directory("docs/guide/images"))
        XCTAssertEqual(resolve(".."), .directory("docs"))
        XCTAssertEqual(resolve("../../"), .directory(""))
        XCTAssertEqual(resolve("/"), .directory(""))
    }

    func testAPathAboveTheRootOrUnsafeIsRefused() {
        XCTAssertEqual(resolve("../../../etc/passwd"), .refused(.leavesRepository))
        XCTAssertEqual(resolve("%2E%2E/x.md"), .refused(.unsafe(.dotSegment)))
        XCTAssertEqual(resolve("a%00b.md"), .refused(.unsafe(.nul)))
        XCTAssertEqual(resolve("x", url: "https://github.com/o/r/blob/main/%2e%2e/x"), .file("docs/guide/x"),
                       "a relative link is read as written")
        XCTAssertEqual(resolve("https://github.com/o/r/blob/main/%2e%2e/x", url: "https://github.com/o/r/blob/main/%2e%2e/x"),
                       .refused(.unsafe(.dotSegment)))
    }

    func testAnAddressOfTheSameRepositoryAndRefIsAFileOrDirectory() {
        let blob = "https://github.com/o/r/blob/main/src/a.swift#L3"
        XCTAssertEqual(resolve(blob, url: blob), .file("src/a.swift"))
        let tree = "https://github.com/O/R/tree/main/docs/"
        XCTAssertEqual(resolve(tree, url: tree), .directory("docs"))
        let root = "https://github.com/o/r/tree/main"
        XCTAssertEqual(resolve(root, url: root), .directory(""))
    }

    func testOtherLinksAreNotTheRepositorys() {
        for url in ["https://github.com/o/other/blob/main/x.md", "https://github.com/o/r/blob/dev/x.md",
                    "https://github.com/o/r/issues/3", "https://example.com/o/r/blob/main/x.md",
                    "https://github.com/o/r/tree/mainline/x"] {
            XCTAssertNil(resolve(url, url: url), url)
        }
        XCTAssertNil(resolve("?tab=readme", url: "https://github.com/o/r/blob/main/docs/guide/INTRO.md?tab=readme"),
                     "a query alone is the file's page")
        XCTAssertNil(resolve("//example.com/x.md", url: "https://example.com/x.md"))
    }
}
