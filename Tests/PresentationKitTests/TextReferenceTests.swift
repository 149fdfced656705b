import Markdown
import PresentationKit
import Testing

/// Issue 26: `#123`, `GH-123`, `owner/repo#123`, a SHA and `@user` in any Markdown body are links;
/// what only looks like one (a colour, an address, a path, a number, a word of hex letters) is not.
@Suite struct TextReferenceTests {
    private func kinds(_ text: String) -> [TextReference.Kind] {
        TextReference.find(in: text).map(\.kind)
    }

    @Test func issueNumbersOfThisAndOtherRepositories() {
        #expect(kinds("fixed by #12 and GH-7.") == [.issue(fullName: nil, number: 12), .issue(fullName: nil, number: 7)])
        #expect(kinds("see cli/cli#8854, and octo-org/my.repo_x#3") == [.issue(fullName: "cli/cli", number: 8854),
                                                                        .issue(fullName: "octo-org/my.repo_x", number: 3)])
        #expect(TextReference.find(in: "(cli/cli#1)") == [TextReference(start: 1, length: 9,
                                                                       kind: .issue(fullName: "cli/cli", number: 1))])
    }

    @Test func commitsByFullOrShortSHA() {
        let full = "0123456789abcdef0123456789abcdef01234567"
        #expect(kinds("landed in \(full).") == [.commit(sha: full)])
        #expect(kinds("reverts 1a2b3c4, see a1b2c3d4e5") == [.commit(sha: "1a2b3c4"), .commit(sha: "a1b2c3d4e5")])
    }

    @Test func accounts() {
        #expect(kinds("thanks @octocat and @mona-lisa!") == [.user(login: "octocat"), .user(login: "mona-lisa")])
        #expect(kinds("@x") == [.user(login: "x")])
    }

    @Test func whatOnlyLooksLikeAReferenceIsLeft() {
        for text in ["#fff", "#0", "a#1", "x#12y", "#1234567890", "&#123;", "GH-0", "GHX-1", "GH-1a",
                     "a/b/c#1", "-a/b#1", "cli/cli#", "cli/cli#x", "owner/..#1",
                     "1234567", "defaced", "abc123", "ABCDEF1234", "a1b2c3d.txt", "v1a2b3c4d", "1a2b3c4-5",
                     "123e4567-e89b-12d3", "0123456789abcdef0123456789abcdef012345678",
                     "me@example.com", "@org/team", "@-x", "@x-", "a@b", "@", "##1", "/#1", "@\(String(repeating: "a", count: 40))",
                     "１２３４５６a", "＃12"] {
            #expect(TextReference.find(in: text).isEmpty, "\(text)")
        }
    }

    @Test func theirAddresses() {
        #expect(TextReference(start: 0, length: 3, kind: .issue(fullName: nil, number: 12)).webAddress(in: "o/r")
                == "https://github.com/o/r/issues/12")
        #expect(TextReference(start: 0, length: 3, kind: .issue(fullName: "a/b", number: 1)).webAddress(in: "o/r")
                == "https://github.com/a/b/issues/1")
        #expect(TextReference(start: 0, length: 7, kind: .commit(sha: "1a2b3c4")).webAddress(in: "o/r")
                == "https://github.com/o/r/commit/1a2b3c4")
        #expect(TextReference(start: 0, length: 4, kind: .user(login: "mona")).webAddress(in: "o/r")
                == "https://github.com/mona")
    }

    @Test func aDocumentsTextBecomesLinksButCodeAndLinksStay() {
        let source = "See 1a2b3c4 by @mona in a/b#2.\n\n`1a2b3c4` and [#3](https://example.com)\n"
        let document = LinkedText.linked(MarkdownParser.parse(bytes: Array(source.utf8), fileName: "x.md", htmlURL: nil),
                                         fullName: "o/r")
        #expect(document.links.map(\.destination) == [
            .web("https://example.com"),
            .web("https://github.com/o/r/commit/1a2b3c4"), .web("https://github.com/mona"),
            .web("https://github.com/a/b/issues/2"),
        ])
    }

    @Test func theQuickByteLookNeverMissesAReference() {
        // Random text from the characters references are made of (and some that are not): where
        // the byte look says no reference can be, a whole search finds none.
        let alphabet = Array("#@GH-abcdef0123456789xyz/._ é\u{301}🙂\n")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var checked = 0
        for _ in 0..<4_000 {
            var text = ""
            for _ in 0..<Int(state % 24) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            if !TextReference.mayHoldReference(text) {
                checked += 1
                #expect(TextReference.find(in: Array(text)).isEmpty, "\(text.debugDescription)")
            }
        }
        #expect(checked > 500)
        #expect(!TextReference.mayHoldReference("plain words, no reference at all"))
        #expect(TextReference.mayHoldReference("fixed in 1a2b3c4"))
        #expect(TextReference.mayHoldReference("see GH-12"))
    }
}
