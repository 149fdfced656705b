import Entities
import TestSupport
import XCTest

/// A tree's packed entries read back as the entries packed, whatever their paths, SHAs, modes
/// and sizes; a directory's own entries rooted under it.
final class GitTreeEntriesTests: XCTestCase {
    private static func randomEntry(_ random: inout SeededRandom) -> GitTreeEntry {
        let pieces = ["src", "a", "é", "😀", "x y", "\t", "\u{0}", "", "long-name-of-a-directory", "e\u{301}"]
        let path = (0..<(1 + Int(random.next() % 4))).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            .joined(separator: "/")
        let hex = (0..<40).map { _ in "0123456789abcdef".randomElement(using: &random) ?? "0" }
        let shas: [String?] = [nil, String(hex), String(hex).uppercased(), String(hex.prefix(7)), "", "not a sha"]
        let modes: [String?] = [nil, "100644", "100755", "040000", "160000", "120000", "644", ""]
        let sizes: [Int?] = [nil, 0, 1, 124, Int.max, Int.min, -1]
        return GitTreeEntry(path: path, mode: modes[Int(random.next() % UInt64(modes.count))],
                            type: GitObjectType.allCases[Int(random.next() % 3)],
                            sha: shas[Int(random.next() % UInt64(shas.count))],
                            size: sizes[Int(random.next() % UInt64(sizes.count))])
    }

    func testEntriesReadBackAsPacked() {
        var random = SeededRandom(seed: 30)
        let entries = (0..<2_000).map { _ in Self.randomEntry(&random) }
        let packed = GitTreeEntries(entries)
        XCTAssertEqual(Array(packed), entries)
        for index in packed.indices {
            XCTAssertEqual(packed.path(at: index), entries[index].path)
            XCTAssertEqual(Array(packed.pathBytes[packed.pathRange(at: index)]), Array(entries[index].path.utf8))
            XCTAssertEqual(packed.type(at: index), entries[index].type)
            XCTAssertEqual(packed.size(at: index), entries[index].size)
        }
        XCTAssertEqual(packed, GitTreeEntries(entries))
        XCTAssertNotEqual(packed, GitTreeEntries(entries.dropLast()))
    }

    /// A SHA of 40 characters packs only when every one is a lowercase hex digit: each byte value
    /// put at a random place in a hex SHA reads back as it came (the digits' neighbours `/`, `:`,
    /// `@`, `G`, `` ` ``, `g`, upper case included).
    func testFortyCharacterSHAsWithAnyOtherByteReadBackAsTheyCame() {
        var random = SeededRandom(seed: 32)
        var entries: [GitTreeEntry] = []
        for byte in UInt8(1)...UInt8(127) {
            var hex = Array((0..<40).map { _ in "0123456789abcdef".randomElement(using: &random) ?? "0" })
            hex[Int(random.next() % 40)] = Character(Unicode.Scalar(byte))
            entries.append(GitTreeEntry(path: "p\(byte)", mode: "100644", type: .blob, sha: String(hex), size: Int(byte)))
        }
        let digits = (0..<40).map { index in "0123456789abcdef"[String.Index(utf16Offset: index % 16, in: "0123456789abcdef")] }
        entries.append(GitTreeEntry(path: "all", type: .blob, sha: String(digits)))
        let packed = GitTreeEntries(entries)
        XCTAssertEqual(Array(packed), entries)
        for index in packed.indices {
            let sha = packed.withSHA(at: index) { $0.map { String(decoding: $0, as: UTF8.self) } }
            XCTAssertEqual(sha, entries[index].sha)
        }
    }

    func testADirectorysOwnEntriesAreRootedUnderIt() {
        var random = SeededRandom(seed: 31)
        let own = GitTreeEntries((0..<300).map { _ in Self.randomEntry(&random) })
        var rooted = GitTreeEntries([GitTreeEntry(path: "first", type: .tree)])
        for index in own.indices { rooted.append(index, of: own, prefix: Array("dir/é/".utf8)) }
        XCTAssertEqual(Array(rooted.dropFirst()), own.map { entry in
            var moved = entry
            moved.path = "dir/é/" + entry.path
            return moved
        })
    }
}
