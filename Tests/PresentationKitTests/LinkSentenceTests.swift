import Markdown
import PresentationKit
import Testing

/// What the status line says about a document's links, and where following one leads.
struct LinkSentenceTests {
    @Test func aWebLinkIsOpenedAndNothingElseIsAsked() {
        var asked: [String] = []
        let following = LinkSentence.followed(target: "LICENSE", destination: .web("https://github.com/a/b/blob/HEAD/LICENSE"),
                                              missing: "the README has no heading") { asked.append($0); return true }
        #expect(following == .open("https://github.com/a/b/blob/HEAD/LICENSE"))
        #expect(asked.isEmpty)
    }

    @Test func anAnchorScrollsToItsHeadingOrSaysTheDocumentHasNone() {
        let found = LinkSentence.followed(target: "#usage", destination: .anchor("usage"), missing: "the notes have no heading") {
            $0 == "usage"
        }
        #expect(found == .say("#usage", .normal))
        let missing = LinkSentence.followed(target: "#gone", destination: .anchor("gone"), missing: "the notes have no heading") { _ in
            false
        }
        #expect(missing == .say("the notes have no heading #gone", .warning))
    }

    @Test func otherSchemesAndUnresolvableTargetsAreNeverOpenedAndSaySo() {
        let script = LinkSentence.followed(target: "javascript:alert(1)", destination: .notOpenable(scheme: "javascript"),
                                           missing: "") { _ in true }
        #expect(script == .say("not opened: only http and https links are opened, not “javascript:”", .warning))
        let relative = LinkSentence.followed(target: "docs/\u{1b}[2J", destination: .unresolvable, missing: "") { _ in true }
        guard case .say(let text, .warning) = relative else { Issue.record("\(relative)"); return }
        #expect(!text.contains("\u{1b}"))
    }
}
