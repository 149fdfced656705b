import Foundation
@testable import RepositoryBrowsing
import XCTest

/// Issue 30 (branch `filter-60k`): the finder's search (matching indices as `UInt32`, the
/// components fallback looking only in components holding a piece's first byte, a file name
/// lacking a query byte not scanned, the positions found apart with `positions(ofPath:matching:)`)
/// finds what the search of `main` at `83fee01` found: the same rows, scores, matched positions
/// and matches, for seeded random trees and queries and for the large tree. The reference below
/// is that search: every path scored with that commit's functions, all sorted.
final class FuzzyPathFilterReferenceTests: XCTestCase {
    func testTheSearchFindsWhatTheOldSearchFoundOnRandomTrees() {
        var seed: UInt64 = 60
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["src", "tui", "Term", "lib", "é", "readme", "doc", "Makefile", "a_b", "x-y", "tar", "pages", "ta",
                     "re", "common", "linux", "git-commit", "eA", "zh"]
        let alphabet = Array("srctuiaeTmlbdoMkfgx-_/ .éz")
        var compared = 0
        for _ in 0..<6 {
            let paths = (0..<(200 + next(600))).map { number in
                (0..<(1 + next(5))).map { _ in words[next(words.count)] }.joined(separator: "/") + (number % 3 == 0 ? ".md" : "")
            }
            let filter = FuzzyPathFilter(paths: paths)
            let reference = Reference(paths: paths)
            for _ in 0..<40 {
                let query = String((0..<(1 + next(6))).map { _ in alphabet[next(alphabet.count)] })
                let expected = reference.search(query)
                let found = filter.search(query)
                XCTAssertEqual(found.rows, expected.rows, query)
                XCTAssertEqual(found.matching.map(Int.init), expected.matching, query)
                let limited = filter.search(query, limit: 50, positions: false)
                XCTAssertEqual(limited.rows.map(\.index), Array(expected.rows.prefix(50).map(\.index)), query)
                for row in expected.rows.prefix(20) {
                    XCTAssertEqual(filter.positions(ofPath: row.index, matching: query), row.positions, query)
                }
                compared += expected.rows.count
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// Issue 30 (branch `filter-bound`): queries most paths match (taken from the paths
    /// themselves: runs, subsequences, pieces apart with spaces, components out of order), typed a
    /// character at a time as the finder searches (each among the last one's matches), at limits
    /// far below the matches: the rows a search scores only once no path left can beat the last
    /// kept one are those of every path scored.
    func testTheSearchFindsWhatTheOldSearchFoundForQueriesMatchingMany() {
        var seed: UInt64 = 61
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["pages", "common", "linux", "tar", "ta", "readme", "rea", "README", "git-commit", "TarCommon",
                     "src", "tui", "a_b", "x-y", "é", "zh", "Makefile", "eA", "pages.md", "l", "aaa"]
        var compared = 0
        for _ in 0..<5 {
            let paths = (0..<(300 + next(900))).map { number in
                (0..<(1 + next(6))).map { _ in words[next(words.count)] }.joined(separator: "/") + (number % 4 == 0 ? ".md" : "")
            }
            let filter = FuzzyPathFilter(paths: paths)
            let reference = Reference(paths: paths)
            for _ in 0..<30 {
                let source = Array(paths[next(paths.count)].utf8)
                let components = source.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map(Array.init)
                var query: [UInt8]
                switch next(5) {
                case 0: // a run of the path
                    let from = next(source.count)
                    query = Array(source[from..<min(source.count, from + 1 + next(12))])
                case 1: // a subsequence of the path
                    query = source.filter { _ in next(3) == 0 }
                case 2: // pieces apart
                    var shuffled = components
                    for place in shuffled.indices.reversed() { shuffled.swapAt(place, next(place + 1)) }
                    query = shuffled.flatMap { $0.prefix(1 + next(4)) + [UInt8(ascii: " ")] }
                case 3: // components out of order
                    query = components.reversed().flatMap { $0.prefix(1 + next(5)) }
                default: // a prefix of the path
                    query = Array(source.prefix(1 + next(source.count)))
                }
                if query.isEmpty { query = [source.first ?? UInt8(ascii: "a")] }
                let text = String(decoding: query, as: UTF8.self)
                let expected = reference.search(text)
                let limit = [1, 10, 50, 1_000][next(4)]
                // As the finder types it: each prefix among the previous one's matches.
                var previous: [UInt32]?
                var typed = ""
                for character in text {
                    typed.append(character)
                    previous = filter.search(typed, limit: limit, among: previous, positions: false).matching
                }
                let found = filter.search(text, limit: limit, among: previous)
                XCTAssertEqual(found.rows, Array(expected.rows.prefix(limit)), "\(text) \(limit)")
                XCTAssertEqual(found.matching.map(Int.init), expected.matching, text)
                let whole = filter.search(text, limit: limit)
                XCTAssertEqual(whole.rows, found.rows, text)
                XCTAssertEqual(whole.matching, found.matching, text)
                compared += min(limit, expected.rows.count)
            }
        }
        XCTAssertGreaterThan(compared, 4_000)
    }

    /// Why a match is not just the greedy scan (issue 30, branch `filter-bound`): `ab` is in `xab_a` in
    /// order, yet the scoring moves `a` to the word start after `_` and finds no `b` after it, and the
    /// components fallback uses the one component up; the search leaves it out, as the reference does.
    func testAPathTheScanMatchesCanStillBeLeftOut() {
        let paths = ["xab_a", "xab_ab", "ab"]
        let expected = Reference(paths: paths).search("ab")
        XCTAssertEqual(expected.matching, [1, 2])
        let found = FuzzyPathFilter(paths: paths).search("ab", among: [0, 1, 2])
        XCTAssertEqual(found.matching, [1, 2])
        XCTAssertEqual(found.rows, expected.rows)
    }

    func testTheSearchFindsWhatTheOldSearchFoundOnTheLargeTree() throws {
        let tree = try XCTUnwrap(RepositoryFixtures.largeTree)
        let paths = tree.entries.map(\.path)
        let filter = FuzzyPathFilter(paths: paths)
        let reference = Reference(paths: paths)
        for query in ["rea", "ta", "pages/", "commonls", "tuisrc", "zh linux", "git-commit", "tarcommon", "xyzzy", "re",
                      "pa", "pages/linux/apt", "pages common", "linuxpages"] {
            let expected = reference.search(query)
            for limit in [1, 1_000] {
                let found = filter.search(query, limit: limit)
                XCTAssertEqual(found.rows, Array(expected.rows.prefix(limit)), "\(query) \(limit)")
                XCTAssertEqual(found.matching.map(Int.init), expected.matching, query)
            }
            // As the finder asks: among the shorter query's matches (most of the tree, so sliced too).
            guard query.count > 1 else { continue }
            let shorter = filter.search(String(query.dropLast()), limit: 1_000)
            let narrowed = filter.search(query, limit: 1_000, among: shorter.matching)
            XCTAssertEqual(narrowed.rows, Array(expected.rows.prefix(1_000)), "\(query) among")
            XCTAssertEqual(narrowed.matching.map(Int.init), expected.matching, "\(query) among")
        }
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            XCTAssertGreaterThan(FuzzyPathFilter.sliceCount(for: paths.count), 1, "the large tree's searches are sliced")
        }
    }

    /// A search of many paths is cut into slices of about `pathsPerSlice` paths that the cores
    /// share; a small one runs on the calling thread alone.
    func testOnlyASearchOfManyPathsIsSliced() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core: never sliced")
        XCTAssertEqual(FuzzyPathFilter.sliceCount(for: 0), 1)
        XCTAssertEqual(FuzzyPathFilter.sliceCount(for: 2 * FuzzyPathFilter.pathsPerSlice - 1), 1)
        XCTAssertEqual(FuzzyPathFilter.sliceCount(for: 2 * FuzzyPathFilter.pathsPerSlice), 2)
        XCTAssertEqual(FuzzyPathFilter.sliceCount(for: 60_000), 60_000 / FuzzyPathFilter.pathsPerSlice)
    }

    /// Issue 30 (branch `filter-slow`): the best rows of searches most paths match, at limits far
    /// below the matches. Trees of short and long paths mixed, many of one length and of one score
    /// (ties broken by length, then index), word starts a byte may jump to (`xab_a`) and
    /// components out of order, at limits 1, 2, 10, 1,000 and none: the rows and matches are those
    /// of every path scored, typed whole, a character at a time, or (the first character, as the
    /// finder asks it) among every path.
    func testTheBestRowsOfSearchesMatchingManyAtEveryLimitAreTheOldSearchsRows() {
        var seed: UInt64 = 62
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let words = ["ab", "xab_a", "ba", "a", "b", "tar", "ta", "at", "t_a", "aTb", "ta.md", "pages", "pa-ge", "x", "bab",
                     "TaTa", "b.a", "longer-name-with-ta-inside", "é", "a_b_a", "zz"]
        let queries = ["ab", "ba", "ta", "a b", "b a", "at", "tab", "aba", "pag", "pa", "t/a", "ab/", "xa", "a_b",
                       "tata", "b ta", "pa ta", "é", "aa", "bb"]
        var compared = 0
        for round in 0..<8 {
            // Rounds of few words make many paths of one length and one score.
            let vocabulary = round % 2 == 0 ? words : Array(words.prefix(4 + round))
            let paths = (0..<(400 + next(1_200))).map { _ in
                (0..<(1 + next(round % 3 == 0 ? 2 : 7))).map { _ in vocabulary[next(vocabulary.count)] }.joined(separator: "/")
            }
            let filter = FuzzyPathFilter(paths: paths)
            let reference = Reference(paths: paths)
            for query in queries {
                let expected = reference.search(query)
                for limit in [1, 2, 10, 1_000, Int.max] {
                    let found = filter.search(query, limit: limit, positions: limit < 10)
                    XCTAssertEqual(found.rows, Array(expected.rows.prefix(limit)).map { row in
                        limit < 10 ? row : FuzzyPathFilter.Match(index: row.index, score: row.score, positions: [])
                    }, "\(query) \(limit)")
                    XCTAssertEqual(found.matching.map(Int.init), expected.matching, "\(query) \(limit)")
                    var previous: [UInt32]?
                    var typed = ""
                    for character in query {
                        typed.append(character)
                        previous = filter.search(typed, limit: limit, among: previous, positions: false).matching
                    }
                    XCTAssertEqual(previous?.map(Int.init), expected.matching, "\(query) \(limit) typed")
                    let first = String(query.prefix(1))
                    let everyPath = (0..<paths.count).map { UInt32($0) }
                    let amongEvery = filter.search(first, limit: limit, among: everyPath, positions: false)
                    let alone = filter.search(first, limit: limit, positions: false)
                    XCTAssertEqual(amongEvery, alone, "\(first) \(limit) among every path")
                    let some = everyPath.filter { $0 % 3 != 1 }
                    let amongSome = filter.search(first, limit: limit, among: some, positions: false)
                    let expectedSome = reference.search(first).rows.filter { $0.index % 3 != 1 }.prefix(limit).map(\.index)
                    XCTAssertEqual(amongSome.rows.map(\.index), Array(expectedSome), "\(first) \(limit) among some")
                    compared += min(limit, expected.rows.count)
                }
            }
        }
        XCTAssertGreaterThan(compared, 20_000)
    }

    /// The path the scan finds in order and the scoring leaves out (`ab` in `xab_a`), behind enough
    /// better rows that it could not rank anyway: still left out of the matches.
    func testAPathTheScanMatchesIsLeftOutWhenItCannotRankEither() {
        let paths = Array(repeating: "ab", count: 5) + ["xab_a", "xab_ab", "b/a", "xab_a/ab"]
        let expected = Reference(paths: paths).search("ab")
        XCTAssertFalse(expected.matching.contains(5))
        for limit in [1, 5] {
            let found = FuzzyPathFilter(paths: paths).search("ab", limit: limit)
            XCTAssertEqual(found.matching.map(Int.init), expected.matching)
            XCTAssertEqual(found.rows, Array(expected.rows.prefix(limit)))
        }
    }

    /// The search of `main` at `83fee01`, on the paths as plain arrays.
    private struct Reference {
        struct Path {
            var bytes: [UInt8]
            var wordStarts: [Bool]
            var nameStart: Int
        }

        let paths: [Path]

        init(paths: [String]) {
            self.paths = paths.map { path in
                var bytes: [UInt8] = []
                var starts: [Bool] = []
                var nameStart = 0
                var previous = UInt8(ascii: "/")
                for (offset, byte) in path.utf8.enumerated() {
                    if byte == UInt8(ascii: "/") { nameStart = offset + 1 }
                    starts.append(FuzzyPathFilter.isSeparator(previous)
                                  || (FuzzyPathFilter.isLower(previous) && FuzzyPathFilter.isUpper(byte)))
                    bytes.append(FuzzyPathFilter.lowered(byte))
                    previous = byte
                }
                return Path(bytes: bytes, wordStarts: starts, nameStart: nameStart)
            }
        }

        func search(_ query: String) -> (rows: [FuzzyPathFilter.Match], matching: [Int]) {
            let pieces = query.split(separator: " ").map { Array($0.utf8).map(FuzzyPathFilter.lowered) }.filter { !$0.isEmpty }
            var found: [FuzzyPathFilter.Match] = []
            for (index, path) in paths.enumerated() {
                var positions: [Int] = []
                guard let score = Self.score(pieces, in: View(path: path, start: 0, end: path.bytes.count,
                                                              nameStart: path.nameStart), positions: &positions)
                else { continue }
                positions = Array(Set(positions)).sorted()
                found.append(FuzzyPathFilter.Match(index: index, score: score - path.bytes.count, positions: positions))
            }
            let rows = found.sorted { left, right in
                if left.score != right.score { return left.score > right.score }
                let leftLength = paths[left.index].bytes.count, rightLength = paths[right.index].bytes.count
                if leftLength != rightLength { return leftLength < rightLength }
                return left.index < right.index
            }
            return (rows, found.map(\.index))
        }

        /// A part of a path: offsets relative to `start`.
        struct View {
            let path: Path
            let start: Int
            let end: Int
            let nameStart: Int
            var length: Int { end - start }
            subscript(offset: Int) -> UInt8 { path.bytes[start + offset] }
            func isWordStart(_ offset: Int) -> Bool { path.wordStarts[start + offset] }
            func part(_ from: Int, _ to: Int) -> View {
                View(path: path, start: start + from, end: start + to,
                     nameStart: max(0, nameStart - from) > to - from ? to - from : max(0, nameStart - from))
            }
        }

        static func score(_ pieces: [[UInt8]], in path: View, positions: inout [Int]) -> Int? {
            var total = 0
            for piece in pieces {
                guard let score = scoreInOrder(piece[...], in: path, from: 0, positions: &positions)
                        ?? scoreInComponents(piece[...], in: path, positions: &positions) else { return nil }
                total += score
            }
            return total
        }

        static func scoreInOrder(_ query: ArraySlice<UInt8>, in path: View, from: Int, positions: inout [Int]) -> Int? {
            let query = Array(query)
            guard !query.isEmpty else { return 0 }
            var offset = from
            var matched = 0
            while matched < query.count && offset < path.length {
                if path[offset] == query[matched] { matched += 1 }
                offset += 1
            }
            guard matched == query.count else { return nil }
            var start = offset - 1
            var remaining = query.count - 1
            while remaining >= 0 {
                if path[start] == query[remaining] {
                    remaining -= 1
                    if remaining < 0 { break }
                }
                start -= 1
            }
            if start < path.nameStart, from == 0, path.nameStart < path.length,
               let inName = scoreInOrder(query[...], in: path, from: path.nameStart, positions: &positions) {
                return inName
            }
            return scored(query, in: path, from: start, positions: &positions)
        }

        static func scored(_ query: [UInt8], in path: View, from: Int, positions: inout [Int]) -> Int? {
            var score = 0
            var offset = from
            var previous = -2
            for character in query {
                var chosen = -1
                var probe = offset
                while probe < path.length {
                    if path[probe] == character {
                        if chosen < 0 { chosen = probe }
                        if probe == previous + 1 || path.isWordStart(probe) { chosen = probe; break }
                        if probe - chosen > 8 { break }
                    }
                    probe += 1
                }
                guard chosen >= 0 else { return nil }
                score += FuzzyPathFilter.characterScore
                if chosen == previous + 1 {
                    score += FuzzyPathFilter.consecutiveBonus
                } else if previous >= 0 {
                    score -= FuzzyPathFilter.gapPenalty + min(chosen - previous - 2, 12)
                }
                if path.isWordStart(chosen) { score += FuzzyPathFilter.wordStartBonus }
                if chosen >= path.nameStart { score += FuzzyPathFilter.nameBonus }
                positions.append(path.start + chosen)
                previous = chosen
                offset = chosen + 1
            }
            return score
        }

        static func scoreInComponents(_ query: ArraySlice<UInt8>, in path: View, positions: inout [Int]) -> Int? {
            let query = Array(query)
            var used: UInt64 = 0
            var position = 0
            var total = 0
            var pieces = 0
            var unused: [Int] = []
            while position < query.count {
                var best: (from: Int, to: Int, bit: UInt64, length: Int, score: Int)?
                var componentStart = 0
                var number = 0
                var offset = 0
                while offset <= path.length {
                    if offset == path.length || path[offset] == UInt8(ascii: "/") {
                        let bit: UInt64 = number < 64 ? 1 << UInt64(number) : 0
                        if used & bit == 0 {
                            let part = path.part(componentStart, offset)
                            var length = min(query.count - position, best.map { max($0.length, 1) } ?? .max,
                                             longestPrefix(of: query, from: position, in: part))
                            while length > 0 {
                                if let score = scoreInOrder(query[position..<(position + length)], in: part, from: 0,
                                                            positions: &unused) {
                                    if best == nil || length > best!.length || score > best!.score {
                                        best = (componentStart, offset, bit, length, score)
                                    }
                                    break
                                }
                                length -= 1
                            }
                        }
                        componentStart = offset + 1
                        number += 1
                    }
                    offset += 1
                }
                guard let chosen = best else { return nil }
                _ = scoreInOrder(query[position..<(position + chosen.length)], in: path.part(chosen.from, chosen.to),
                                 from: 0, positions: &positions)
                used |= chosen.bit
                total += chosen.score
                position += chosen.length
                pieces += 1
            }
            return total - (pieces - 1) * FuzzyPathFilter.piecePenalty
        }

        static func longestPrefix(of query: [UInt8], from position: Int, in path: View) -> Int {
            var matched = position
            var offset = 0
            while matched < query.count && offset < path.length {
                if path[offset] == query[matched] { matched += 1 }
                offset += 1
            }
            return matched - position
        }
    }
}
