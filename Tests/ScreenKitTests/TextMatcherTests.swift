import ScreenKit
import TerminalUI
import Testing

/// The one matcher every text screen's `/` uses: smart case, matches over lines, narrowing as the
/// query grows, match positions as display columns.
struct TextMatcherTests {
    private func all(_ matcher: TextMatcher) -> [TextMatcher.Match] {
        (0..<matcher.count).compactMap { matcher.match($0) }
    }

    @Test func aQueryWithoutACapitalMatchesEitherCase() {
        var matcher = TextMatcher(lines: ["Swift is swift", "SWIFT"])
        matcher.search("swift")
        #expect(all(matcher) == [TextMatcher.Match(line: 0, bytes: 0..<5), TextMatcher.Match(line: 0, bytes: 9..<14),
                                 TextMatcher.Match(line: 1, bytes: 0..<5)])
    }

    @Test func aQueryWithACapitalMatchesExactly() {
        var matcher = TextMatcher(lines: ["Swift is swift", "SWIFT"])
        matcher.search("Swift")
        #expect(all(matcher) == [TextMatcher.Match(line: 0, bytes: 0..<5)])
        #expect(TextMatcher.isCaseSensitive("aB"))
        #expect(!TextMatcher.isCaseSensitive("ab1"))
    }

    @Test func anEmptyQueryMatchesNothing() {
        var matcher = TextMatcher(lines: ["abc"])
        matcher.search("")
        #expect(matcher.count == 0)
        #expect(matcher.firstMatch(atOrAfterLine: 0) == nil)
    }

    @Test func aMatchNeverSpansTwoLines() {
        var matcher = TextMatcher(lines: ["ab", "cd"])
        matcher.search("bc")
        #expect(matcher.count == 0)
    }

    @Test func narrowingGivesWhatAFreshSearchGives() {
        let lines = ["ababax abab", "aaaa", "Abax ABAX"]
        var narrowed = TextMatcher(lines: lines)
        var query = ""
        for character in "abax" {
            query.append(character)
            narrowed.search(query)
            var fresh = TextMatcher(lines: lines)
            fresh.search(query)
            #expect(all(narrowed) == all(fresh), "\(query)")
        }
        #expect(all(narrowed) == [TextMatcher.Match(line: 0, bytes: 2..<6), TextMatcher.Match(line: 2, bytes: 0..<4),
                                  TextMatcher.Match(line: 2, bytes: 5..<9)])
        // Growing into a capital: case-sensitive from then on, searched afresh.
        narrowed.search("abaX")
        #expect(narrowed.count == 0)
        narrowed.search("ABAX")
        #expect(all(narrowed) == [TextMatcher.Match(line: 2, bytes: 5..<9)])
    }

    @Test func overlappingMatchesAreCounted() {
        var matcher = TextMatcher(lines: ["aaaa"])
        matcher.search("aa")
        #expect(matcher.count == 3)
    }

    @Test func theFirstMatchAtOrAfterALineWrapsToTheFirst() {
        var matcher = TextMatcher(lines: ["x", "", "x", "", "x"])
        matcher.search("x")
        #expect(matcher.firstMatch(atOrAfterLine: 0) == 0)
        #expect(matcher.firstMatch(atOrAfterLine: 1) == 1)
        #expect(matcher.firstMatch(atOrAfterLine: 3) == 2)
        #expect(matcher.firstMatch(atOrAfterLine: 5) == 0)
        #expect(matcher.matches(onLine: 2) == 1..<2)
        #expect(matcher.matches(onLine: 1).isEmpty)
    }

    @Test func columnsAreDisplayColumnsNotBytes() {
        var matcher = TextMatcher(lines: ["日本 cafe café", "\tcafe"])
        matcher.search("caf")
        #expect(matcher.columns(of: 0) == 5..<8)
        #expect(matcher.columns(of: 1) == 10..<13)
        // A screen that lays a tab out as four cells measures with its own width.
        let tabbed: (ArraySlice<UInt8>) -> Int = { bytes in bytes.reduce(0) { $0 + ($1 == 9 ? 4 : 1) } }
        #expect(matcher.columns(of: 2, width: tabbed) == 4..<7)
    }

    @Test func aFileIsSplitAsItsLinesAreCounted() {
        var matcher = TextMatcher(bytes: Array("one\ntwo\nthree\n".utf8))
        #expect(matcher.lineCount == 3)
        matcher.search("t")
        #expect(all(matcher).map(\.line) == [1, 2])
        #expect(Array(matcher.bytes(ofLine: 2)) == Array("three".utf8))
        #expect(TextMatcher(bytes: []).lineCount == 1)
    }

    @Test func controlCharactersInTheQueryAreDropped() {
        var matcher = TextMatcher(lines: ["a\u{1B}b", "ab"])
        matcher.search("a\u{1B}b")
        #expect(matcher.query == "ab")
        #expect(all(matcher) == [TextMatcher.Match(line: 1, bytes: 0..<2)])
    }
}
