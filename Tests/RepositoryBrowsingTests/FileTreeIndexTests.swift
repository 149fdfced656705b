import Entities
import RepositoryBrowsing
import XCTest

/// Directory listings from a flat tree: directories first, then files, with sizes; a truncated
/// tree completed directory by directory.
final class FileTreeIndexTests: XCTestCase {
    func testTheRootListsDirectoriesFirstThenFilesByNameWithSizes() throws {
        let index = FileTreeIndex(tree: try RepositoryFixtures.tree("tree-recursive-sigmavirus24-github3.py"))
        let root = index.listing(of: "")
        let firstFile = try XCTUnwrap(root.firstIndex { $0.kind != .directory })
        XCTAssertTrue(root[..<firstFile].allSatisfy { $0.kind == .directory })
        XCTAssertTrue(root[firstFile...].allSatisfy { $0.kind != .directory })
        XCTAssertEqual(root[..<firstFile].map(\.name), ["docs", "github3", "images", "tests"])
        let gitignore = try XCTUnwrap(root.first { $0.name == ".gitignore" })
        XCTAssertEqual(gitignore.size, 124)
        XCTAssertEqual(gitignore.path, ".gitignore")
        XCTAssertTrue(index.isComplete(""))
    }

    func testADirectoryListsOnlyItsOwnEntriesWithTheirCount() throws {
        let index = FileTreeIndex(tree: try RepositoryFixtures.tree("tree-recursive-sigmavirus24-github3.py"))
        let github3 = try XCTUnwrap(index.listing(of: "").first { $0.name == "github3" })
        let inside = index.listing(of: "github3")
        XCTAssertEqual(github3.childCount, inside.count)
        XCTAssertTrue(inside.allSatisfy { $0.path.hasPrefix("github3/") && !$0.name.contains("/") })
        XCTAssertTrue(inside.contains { $0.name == "repos" && $0.kind == .directory })
        XCTAssertEqual(index.listing(of: "no/such/dir"), [])
    }

    func testNamesSortIgnoringCaseAndSubmodulesAndLinksAreMarked() {
        let tree = GitTree(entries: [
            GitTreeEntry(path: "b.txt", type: .blob, size: 1), GitTreeEntry(path: "A.txt", type: .blob, size: 2),
            GitTreeEntry(path: "vendor", mode: "160000", type: .commit), GitTreeEntry(path: "Zeta", type: .tree),
            GitTreeEntry(path: "link", mode: "120000", type: .blob), GitTreeEntry(path: "alpha", type: .tree),
        ])
        let rows = FileTreeIndex(tree: tree).listing(of: "")
        XCTAssertEqual(rows.map(\.name), ["alpha", "Zeta", "A.txt", "b.txt", "link", "vendor"])
        XCTAssertEqual(rows.map(\.kind), [.directory, .directory, .file, .file, .symlink, .submodule])
    }

    func testATruncatedTreeIsCompletedDirectoryByDirectory() {
        let partial = GitTree(entries: [
            GitTreeEntry(path: "src", type: .tree, sha: "s1"),
            GitTreeEntry(path: "src/tui/tui.go", type: .blob, size: 10),
        ], truncated: true)
        var index = FileTreeIndex(tree: partial)
        XCTAssertFalse(index.isComplete(""))
        XCTAssertEqual(index.listing(of: "src").map(\.name), ["tui"], "a directory named only by a deeper path")
        XCTAssertFalse(index.isComplete("src"))
        index = index.merging(directory: "src", entries: [
            GitTreeEntry(path: "tui", type: .tree, sha: "t1"), GitTreeEntry(path: "main.go", type: .blob, size: 5),
        ])
        XCTAssertTrue(index.isComplete("src"))
        XCTAssertEqual(index.listing(of: "src").map(\.path), ["src/tui", "src/main.go"])
        XCTAssertEqual(index.entry(at: "src/main.go")?.size, 5)
    }

    func testTheLargeTreeListsItsPagesDirectoryAtOnce() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        let index = FileTreeIndex(tree: tree)
        let pages = index.listing(of: "pages")
        XCTAssertTrue(pages.contains { $0.name == "common" && $0.kind == .directory })
        XCTAssertGreaterThan(index.listing(of: "pages/common").count, 1_000)
    }

    func testSizesReadAsPeopleReadThem() {
        XCTAssertEqual(ByteCount.text(124), "124 B")
        XCTAssertEqual(ByteCount.text(94_550), "92.3 KB")
        XCTAssertEqual(ByteCount.text(2 << 20), "2 MB")
        XCTAssertEqual(ByteCount.text(Int.max), "8 EB")
        XCTAssertEqual(ByteCount.text(-5), "0 B")
    }
}
