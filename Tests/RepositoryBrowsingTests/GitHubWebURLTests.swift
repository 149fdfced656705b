import RepositoryBrowsing
import XCTest

/// Issue 28: a Markdown file's link to another file of its repository is read back into a path.
final class GitHubWebURLTests: XCTestCase {
    func testABlobLinkOfTheSameRepositoryAndRefIsThatFilesPath() {
        let base = "https://github.com/o/r/blob/main/"
        XCTAssertEqual(GitHubWebURL.repositoryFilePath(of: base + "docs/GUIDE.md", fullName: "o/r", ref: "main"),
                       "docs/GUIDE.md")
        XCTAssertEqual(GitHubWebURL.repositoryFilePath(of: base + "a%20b/c.md#L12", fullName: "o/r", ref: "main"),
                       "a b/c.md", "decoded, the line anchor aside")
        XCTAssertEqual(GitHubWebURL.repositoryFilePath(of: "https://github.com/O/R/blob/main/x.md?plain=1",
                                                       fullName: "o/r", ref: "main"), "x.md", "names case aside")
        XCTAssertEqual(GitHubWebURL.repositoryFilePath(of: "https://github.com/o/r/blob/feature%2Fx/x.md",
                                                       fullName: "o/r", ref: "feature/x"), "x.md")
    }

    func testOtherPagesAreNotFilesOfTheRepository() {
        for url in ["https://github.com/o/other/blob/main/x.md", "https://github.com/o/r/tree/main/docs",
                    "https://github.com/o/r/blob/dev/x.md", "https://github.com/o/r/blob/main/",
                    "https://example.com/o/r/blob/main/x.md", "https://github.com/o/r/blob/MAIN/x.md"] {
            XCTAssertNil(GitHubWebURL.repositoryFilePath(of: url, fullName: "o/r", ref: "main"), url)
        }
    }
}

/// Issue 28: a Markdown file's link to a directory of its repository is read back into a path.
final class GitHubWebURLDirectoryTests: XCTestCase {
    func testATreeLinkOfTheSameRepositoryAndRefIsThatDirectorysPath() {
        XCTAssertEqual(GitHubWebURL.repositoryDirectoryPath(of: "https://github.com/o/r/tree/main/docs/a%20b",
                                                            fullName: "o/r", ref: "main"), "docs/a b")
        XCTAssertEqual(GitHubWebURL.repositoryDirectoryPath(of: "https://github.com/o/r/tree/main/",
                                                            fullName: "o/r", ref: "main"), "")
        for url in ["https://github.com/o/r/tree/dev/docs", "https://github.com/o/r/blob/main/docs",
                    "https://github.com/o/r/tree/mainline", "https://github.com/o/rr/tree/main"] {
            XCTAssertNil(GitHubWebURL.repositoryDirectoryPath(of: url, fullName: "o/r", ref: "main"), url)
        }
    }
}
