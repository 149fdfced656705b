import Entities
import Usecases
@testable import Store
import TestSupport
import XCTest

/// The list rules and the file format, without touching the disk.
final class SearchHistoryListTests: XCTestCase {
    func testRecordPutsNewestFirstAndMovesARepeatToTheFront() {
        var list = SearchHistoryList()
        for query in ["swift", "rust", "go", "swift"] { list.record(query) }
        XCTAssertEqual(list.queries, ["swift", "go", "rust"])
    }

    func testRepeatIsMatchedAfterTrimmingSurroundingWhitespace() {
        var list = SearchHistoryList(queries: ["tetris language:swift"])
        list.record("  tetris language:swift \t")
        XCTAssertEqual(list.queries, ["tetris language:swift"])
    }

    func testEmptyAndWhitespaceOnlyQueriesAreNeverRecorded() {
        var list = SearchHistoryList(queries: ["kept"])
        for query in ["", " ", "\t\n", "\u{3000}", "\r\n"] {
            XCTAssertFalse(list.record(query), "recorded \(query.debugDescription)")
        }
        XCTAssertEqual(list.queries, ["kept"])
    }

    func testLineBreaksAndControlCharactersBecomeSpacesSoAQueryStaysOneLine() {
        XCTAssertEqual(SearchHistoryList.normalized("tetris\nlanguage:swift"), "tetris language:swift")
        XCTAssertEqual(SearchHistoryList.normalized("a\r\nb"), "a  b")
        XCTAssertEqual(SearchHistoryList.normalized("a\u{2028}b\u{85}c\u{0}d\u{1B}e"), "a b c d e")
        XCTAssertEqual(SearchHistoryList.normalized("  café 日本語 🚀  "), "café 日本語 🚀")
    }

    func testOverlongQueryIsNotRemembered() {
        XCTAssertNil(SearchHistoryList.normalized(String(repeating: "a", count: SearchHistoryList.maximumQueryBytes + 1)))
        XCTAssertNotNil(SearchHistoryList.normalized(String(repeating: "a", count: SearchHistoryList.maximumQueryBytes)))
    }

    func testCapacityDropsTheOldest() {
        var list = SearchHistoryList(capacity: 3)
        for query in ["1", "2", "3", "4", "5"] { list.record(query) }
        XCTAssertEqual(list.queries, ["5", "4", "3"])
    }

    func testDefaultCapacityIs500() {
        var list = SearchHistoryList()
        for index in 0..<510 { list.record("query \(index)") }
        XCTAssertEqual(list.queries.count, 500)
        XCTAssertEqual(list.queries.first, "query 509")
        XCTAssertEqual(list.queries.last, "query 10")
    }

    func testLoadedListIsNormalizedKeepingTheMostRecentOfDuplicates() {
        let list = SearchHistoryList(queries: ["b", " a ", "", "b", "a", "c"], capacity: 2)
        XCTAssertEqual(list.queries, ["b", "a"])
    }

    // MARK: - File format

    func testEncodedFileIsAHeaderThenOneQueryALine() {
        let bytes = SearchHistoryFileFormat.encode(["tetris language:swift", "日本語"])
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self),
                       "# ghbrowse search history v2\ntetris language:swift\n日本語\n")
    }

    func testDecodeRoundTrips() {
        let queries = ["tetris language:swift", "stars:>100 🚀", "#hashtag looks like a comment but is a query"]
        XCTAssertEqual(SearchHistoryFileFormat.decode(SearchHistoryFileFormat.encode(queries), capacity: 500)?.map(\.query),
                       queries)
    }

    func testDecodeAcceptsAnEmptyFileAndWindowsLineEndings() {
        XCTAssertEqual(SearchHistoryFileFormat.decode([], capacity: 500), [])
        let crlf = Array("# ghbrowse search history v1\r\nfirst\r\nsecond\r\n".utf8)
        XCTAssertEqual(SearchHistoryFileFormat.decode(crlf, capacity: 500)?.map(\.query), ["first", "second"])
        let crlf2 = Array("# ghbrowse search history v2\r\nfirst\tsort=stars\torder=asc\r\n".utf8)
        XCTAssertEqual(SearchHistoryFileFormat.decode(crlf2, capacity: 500),
                       [RepositorySearch(query: "first", sort: .stars, order: .asc)])
    }

    func testDecodeRejectsWhatIsNotAHistoryFile() {
        let header = Array("# ghbrowse search history v1\n".utf8)
        let cases: [(String, [UInt8])] = [
            ("no header", Array("tetris\nswift\n".utf8)),
            ("another version", Array("# ghbrowse search history v3\ntetris\n".utf8)),
            ("NUL byte", header + Array("te".utf8) + [0] + Array("tris\n".utf8)),
            ("invalid UTF-8", header + [0x74, 0xC3, 0x28, 0x0A]),
            ("too large", header + [UInt8](repeating: 0x61, count: SearchHistoryFileFormat.maximumFileBytes)),
        ]
        for (name, bytes) in cases {
            XCTAssertNil(SearchHistoryFileFormat.decode(bytes, capacity: 500), name)
        }
    }
}

/// Version 2 of the file: sort and order kept with each query; version 1 files still read.
final class SearchHistoryFileFormatVersionTests: XCTestCase {
    func testVersion2WritesSortAndOrderAfterTabs() {
        let bytes = SearchHistoryFileFormat.encode([
            RepositorySearch(query: "tetris language:swift", sort: .stars, order: .asc),
            RepositorySearch(query: "vapor"),
            RepositorySearch(query: "good first", sort: .helpWantedIssues, order: .desc),
        ])
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), """
            # ghbrowse search history v2
            tetris language:swift\tsort=stars\torder=asc
            vapor
            good first\tsort=help-wanted-issues\torder=desc

            """)
    }

    func testVersion2RoundTripsEverySortAndOrder() {
        var entries = [RepositorySearch(query: "best match 🚀")]
        for sort in RepositorySearchSort.allCases {
            for order in SearchOrder.allCases {
                entries.append(RepositorySearch(query: "q \(sort.rawValue) \(order.rawValue)", sort: sort, order: order))
            }
        }
        XCTAssertEqual(SearchHistoryFileFormat.decode(SearchHistoryFileFormat.encode(entries), capacity: 500), entries)
    }

    func testVersion1FilesAreReadAsBestMatchSearches() {
        let v1 = Array("# ghbrowse search history v1\ntetris language:swift\nsort=stars looks like a field\r\nvapor\n".utf8)
        XCTAssertEqual(SearchHistoryFileFormat.decode(v1, capacity: 500), [
            RepositorySearch(query: "tetris language:swift"),
            RepositorySearch(query: "sort=stars looks like a field"),
            RepositorySearch(query: "vapor"),
        ])
    }

    func testVersion1FileIsRewrittenAsVersion2OnTheNextRecord() {
        var list = SearchHistoryList(entries: SearchHistoryFileFormat.decode(
            Array("# ghbrowse search history v1\nold\n".utf8), capacity: 500) ?? [])
        list.record(RepositorySearch(query: "new", sort: .forks, order: .asc))
        XCTAssertEqual(String(decoding: SearchHistoryFileFormat.encode(list.entries), as: UTF8.self),
                       "# ghbrowse search history v2\nnew\tsort=forks\torder=asc\nold\n")
    }

    func testUnknownSortOrFieldKeepsTheLineAsBestMatch() {
        let file = Array("""
            # ghbrowse search history v2
            one\tsort=reactions\torder=asc
            two\tsort=stars\torder=sideways
            three\tcolour=blue\tsort=forks\torder=asc
            four\tjunk-without-equals
            \tsort=stars
            five\tsort=\torder=

            """.utf8)
        XCTAssertEqual(SearchHistoryFileFormat.decode(file, capacity: 500), [
            RepositorySearch(query: "one"),
            RepositorySearch(query: "two", sort: .stars, order: .desc),
            RepositorySearch(query: "three", sort: .forks, order: .asc),
            RepositorySearch(query: "four"),
            RepositorySearch(query: "five"),
        ], "an empty query is dropped, everything else kept")
    }

    func testTabsInAQueryCannotBecomeFields() {
        var list = SearchHistoryList()
        list.record(RepositorySearch(query: "a\tsort=forks", sort: nil))
        let decoded = SearchHistoryFileFormat.decode(SearchHistoryFileFormat.encode(list.entries), capacity: 500)
        XCTAssertEqual(decoded, [RepositorySearch(query: "a sort=forks")])
    }

    func testRecordingAQueryAgainKeepsItsLatestSort() {
        var list = SearchHistoryList(entries: [RepositorySearch(query: "swift", sort: .stars, order: .asc),
                                               RepositorySearch(query: "rust")])
        XCTAssertTrue(list.record(RepositorySearch(query: "rust", sort: .updated, order: .desc)))
        XCTAssertTrue(list.record(RepositorySearch(query: "swift")))
        XCTAssertEqual(list.entries, [RepositorySearch(query: "swift"),
                                      RepositorySearch(query: "rust", sort: .updated, order: .desc)])
    }

    func testBestMatchIgnoresTheOrder() {
        var list = SearchHistoryList(entries: [RepositorySearch(query: "swift", sort: nil, order: .asc)])
        XCTAssertEqual(list.entries, [RepositorySearch(query: "swift", sort: nil, order: .desc)])
        XCTAssertFalse(list.record(RepositorySearch(query: "swift", sort: nil, order: .asc)), "already first")
    }
}
