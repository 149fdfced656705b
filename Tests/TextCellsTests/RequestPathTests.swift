import TextCells
import Testing

/// Issue 31: a path from GitHub goes into a request only as checked, percent-encoded segments,
/// so no tree entry, ref or name can make ghbrowse ask for something outside `/repos/OWNER/REPO/`.
@Suite struct RequestPathTests {
    @Test(arguments: [
        ("..", RequestPath.Problem.dotSegment),
        (".", .dotSegment),
        ("a/../../x", .dotSegment),
        ("../../../../user/repos", .dotSegment),
        ("a/../../../../rate_limit", .dotSegment),
        ("src/./main.swift", .dotSegment),
        ("src/..", .dotSegment),
        ("", .empty),
        ("a//b", .emptySegment),
        ("a/", .emptySegment),
        ("/etc/passwd", .leadingSlash),
        ("/", .leadingSlash),
        ("a\u{0}b", .nul),
        ("\u{0}", .nul),
    ])
    func refuses(_ path: String, _ problem: RequestPath.Problem) {
        #expect(RequestPath.problem(inPath: path) == problem)
        #expect(throws: problem) { try RequestPath.encodedPath(path) }
        #expect(throws: problem) { try RequestPath.encodedSegment(path) }
    }

    @Test(arguments: [
        "README.md", ".gitignore", "...", "..a", "a..", ".github/workflows/ci.yml", "src/tui/tui.go",
        "docs/日本語/読んで.md", "emoji/🦀.rs", "e\u{301}/x", "a b/c#d?.md", "%2e%2e", "%2E", "a%00b", "~user",
    ])
    func accepts(_ path: String) {
        #expect(RequestPath.problem(inPath: path) == nil)
    }

    @Test func encodesEachSegmentOnItsOwn() throws {
        #expect(try RequestPath.encodedPath("docs/my file#1?.md") == "docs/my%20file%231%3F.md")
        #expect(try RequestPath.encodedPath("docs/日本.md") == "docs/%E6%97%A5%E6%9C%AC.md")
        // A name that looks encoded is sent as the name it is, never decoded into a dot segment.
        #expect(try RequestPath.encodedPath("%2e%2e/x") == "%252e%252e/x")
        #expect(try RequestPath.encodedPath("a%2F..") == "a%252F..")
        // A slash followed by a combining mark still separates two segments.
        #expect(try RequestPath.encodedPath("a/\u{301}b") == "a/%CC%81b")
    }

    @Test func aSegmentKeepsItsSlashesEncodedButNotItsDotParts() throws {
        #expect(try RequestPath.encodedSegment("feature/x") == "feature%2Fx")
        #expect(throws: RequestPath.Problem.dotSegment) { try RequestPath.encodedSegment("../x") }
        #expect(throws: RequestPath.Problem.dotSegment) { try RequestPath.encodedSegment("feature/../main") }
    }

    @Test(arguments: [
        ("/repos/o/r/contents/%2E%2E/user", RequestPath.Problem.dotSegment),
        ("/repos/o/r/contents/%2e", .dotSegment),
        ("/repos/o/r/../../user/repos", .dotSegment),
        ("/repos/o/r/contents/a%00b", .nul),
        ("/repos//r", .emptySegment),
        ("repos/o/r", .leadingSlash),
        ("", .empty),
    ])
    func refusesEncodedPaths(_ path: String, _ problem: RequestPath.Problem) {
        #expect(RequestPath.problem(inEncodedPath: path) == problem)
    }

    @Test func acceptsEncodedPathsAsTheRequestsMakeThem() {
        #expect(RequestPath.problem(inEncodedPath: "/repos/o/r/contents/%252e%252e") == nil)
        #expect(RequestPath.problem(inEncodedPath: "/repos/o/r/git/trees/feature%2Fx") == nil)
        #expect(RequestPath.problem(inEncodedPath: "/search/repositories") == nil)
        #expect(RequestPath.problem(inEncodedPath: "/user/repos/") == nil, "a final slash is no segment")
    }
}
