import Entities
import RepositoryBrowsing
import XCTest

/// The path filter finds what GitHub's file finder finds, best first.
final class FuzzyPathFilterTests: XCTestCase {
    private let paths = [
        "README.md", "src/tui/tui.go", "src/tui/light.go", "src/terminal.go", "test/test_go.rb",
        "src/util/util.go", "man/man1/fzf-tmux.1", "shell/completion.bash", "src/options.go",
    ]

    private func found(_ query: String, in paths: [String]? = nil) -> [String] {
        let list = paths ?? self.paths
        return FuzzyPathFilter(paths: list).matches(query).map { list[$0.index] }
    }

    func testPiecesInAnyOrderFindTheFileAsGitHubDoes() {
        XCTAssertEqual(found("tuisrc").first, "src/tui/tui.go")
        XCTAssertEqual(found("srctui").first, "src/tui/tui.go")
        XCTAssertEqual(found("tui src").first, "src/tui/tui.go")
    }

    /// The filter keeps a path's directories for the out-of-order search only below 65,536 bytes;
    /// a longer path is split when it is scored, and ranks as the same components would.
    func testPiecesInAnyOrderFindAPathTooLongForTheDirectoryTables() {
        let long = "src/" + String(repeating: "x", count: 70_000) + "/tui/tui.go"
        let filter = FuzzyPathFilter(paths: ["src/tui/tui.go", long, "README.md", "tui"])
        let rows = filter.matches("tuisrc")
        XCTAssertEqual(rows.map(\.index), [0, 1], "both out of order, the shorter first")
        XCTAssertEqual(rows.map { filter.positions(ofPath: $0.index, matching: "tuisrc").count }, [6, 6])
        // The components' own scores agree: the score less the length differs by the lengths' difference.
        XCTAssertEqual(rows[0].score - rows[1].score, long.utf8.count - "src/tui/tui.go".utf8.count)
    }

    func testTheFileNameBeatsADirectoryAndWordStartsBeatTheMiddle() {
        XCTAssertEqual(found("tui").first, "src/tui/tui.go")
        XCTAssertEqual(found("util").first, "src/util/util.go")
        XCTAssertEqual(found("term").first, "src/terminal.go")
        XCTAssertEqual(found("comp").first, "shell/completion.bash")
    }

    func testCaseIsIgnoredAndWhatDoesNotMatchIsLeftOut() {
        XCTAssertEqual(found("readme"), ["README.md"])
        XCTAssertEqual(found("TUIGO").first, "src/tui/tui.go")
        XCTAssertEqual(found("qqq"), [])
        XCTAssertEqual(found("").count, paths.count, "an empty query keeps every path in order")
    }

    func testMatchedPositionsPointAtTheCharacters() throws {
        let match = try XCTUnwrap(FuzzyPathFilter(paths: ["src/tui/tui.go"]).matches("tuigo").first)
        let bytes = Array("src/tui/tui.go".utf8)
        XCTAssertEqual(String(decoding: match.positions.map { bytes[$0] }, as: UTF8.self), "tuigo")
    }

    func testAQueryCutOnceGivesEveryRowTheSearchsPositions() {
        let filter = FuzzyPathFilter(paths: paths)
        for text in ["tuisrc", "tui src", "  go ", "TUIGO", "man1 fzf", "qqq", ""] {
            let query = FuzzyPathFilter.Query(text)
            for match in filter.matches(text) {
                XCTAssertEqual(filter.positions(ofPath: match.index, matching: query), match.positions, "\(text) in \(paths[match.index])")
            }
            for index in paths.indices {
                XCTAssertEqual(filter.positions(ofPath: index, matching: query), filter.positions(ofPath: index, matching: text))
            }
        }
    }

    func testALimitKeepsTheBestRowsInTheSameOrder() {
        let all = FuzzyPathFilter(paths: paths).matches("go")
        let best = FuzzyPathFilter(paths: paths).matches("go", limit: 3)
        XCTAssertEqual(best, Array(all.prefix(3)))
    }

    func testSearchingAmongThePreviousKeystrokesMatchesFindsTheSame() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        let filter = FuzzyPathFilter(paths: tree.entries.map(\.path))
        for query in ["tuisrc", "commonls", "zh linux"] {
            var previous: [UInt32]?
            for length in 1...query.count {
                let prefix = String(query.prefix(length))
                let narrowed = filter.search(prefix, limit: 50, among: previous)
                XCTAssertEqual(narrowed, filter.search(prefix, limit: 50), prefix)
                previous = narrowed.matching
            }
        }
    }

    func testTheLargeTreeIsFilteredByPieces() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        let paths = tree.entries.map(\.path)
        let filter = FuzzyPathFilter(paths: paths)
        XCTAssertEqual(filter.count, 30_077)
        let top = filter.matches("commonls", limit: 5).map { paths[$0.index] }
        XCTAssertEqual(top.first, "pages/common/ls.md")
        let linuxApt = filter.matches("apt linux", limit: 5).map { paths[$0.index] }
        XCTAssertEqual(linuxApt.first, "pages/linux/apt.md")
        let commonTar = filter.matches("tarcommon", limit: 5).map { paths[$0.index] }
        XCTAssertEqual(commonTar.first, "pages/common/tar.md", "pieces out of order, the shortest path first")
    }

    /// Issue 30: the best rows kept by the bounded heap are the first rows of every match sorted,
    /// for seeded random queries on the large tree (the ranking unchanged).
    func testTheBestRowsAreTheFirstOfEveryMatchSortedForRandomQueries() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        let filter = FuzzyPathFilter(paths: tree.entries.map(\.path))
        var seed: UInt64 = 30
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let alphabet = Array("abcdegilmnoprstuxz/.- 1")
        for _ in 0..<40 {
            let query = String((0..<(1 + next(5))).map { _ in alphabet[next(alphabet.count)] })
            let every = filter.search(query)
            for limit in [1, 7, 200, 1_000] {
                let best = filter.search(query, limit: limit)
                XCTAssertEqual(best.rows, Array(every.rows.prefix(limit)), "\(query) \(limit)")
                XCTAssertEqual(best.matching, every.matching, query)
            }
        }
    }

    /// Issue 30: a one-character query scores only the shortest of its matches; its rows and
    /// matches equal those of the whole search (as given every path as candidates), for every
    /// character the trees hold and a few they do not, at several limits.
    func testOneCharacterFindsWhatTheWholeSearchFinds() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        var seed: UInt64 = 31
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "B", "src", "Tui", "x_y", "é", "a-b", "Z9", ".go", "README", "très", "l"]
        let random = (0..<2_000).map { _ in
            (0..<(1 + next(4))).map { _ in pieces[next(pieces.count)] }.joined(separator: "/")
        }
        for (paths, limits) in [(tree.entries.map(\.path), [1, 1_000]), (random, [0, 1, 7, 200, 1_000, Int.max]),
                                (paths, [0, 1, 3, Int.max])] {
            let filter = FuzzyPathFilter(paths: paths)
            let every = (0..<filter.count).map { UInt32($0) }
            let characters = Set(paths.joined()).map(String.init) + ["q", "Q", "#", "\u{7F}"]
            for character in characters {
                for limit in limits {
                    XCTAssertEqual(filter.search(character, limit: limit),
                                   filter.search(character, limit: limit, among: every), "\(character) \(limit)")
                }
            }
        }
    }
}
