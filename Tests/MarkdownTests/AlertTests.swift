import Markdown
import Testing

/// GitHub alerts (`> [!NOTE]` …) read as github.com shows them: the kind's title in its colour
/// with a coloured bar, not the raw marker, on the screen and on the command line alike.
@Suite struct AlertTests {
    private func document(_ text: String) -> MarkdownDocument {
        MarkdownParser.parse(bytes: Array(text.utf8), fileName: "README.md", htmlURL: nil)
    }

    @Test func everyKindBecomesAnAlertWithoutItsMarker() {
        for (marker, kind) in [("NOTE", AlertKind.note), ("TIP", .tip), ("IMPORTANT", .important), ("WARNING", .warning),
                               ("caution", .caution)] {
            let blocks = document("> [!\(marker)]\n> Mind the *gap*.\n").blocks
            guard case .alert(let found, let children)? = blocks.first else {
                Issue.record("no alert for \(marker): \(blocks)")
                continue
            }
            #expect(found == kind)
            #expect(children == [.paragraph([Span(text: "Mind the "), Span(text: "gap", style: .emphasis), Span(text: ".")])])
        }
    }

    @Test func anOrdinaryQuoteOrAnUnknownMarkerStaysAQuote() {
        #expect(document("> [!NOTICE] hi\n").blocks.first.map { if case .quote = $0 { true } else { false } } == true)
        #expect(document("> just a quote\n").blocks.first.map { if case .quote = $0 { true } else { false } } == true)
        #expect(document("> [!NOTE]x\n").blocks.first.map { if case .quote = $0 { true } else { false } } == true)
    }

    @Test func theScreenShowsTheTitleAndABarInTheKindsRole() {
        let laidOut = DocumentLayout.layout(document("> [!WARNING]\n> Back up first.\n"), width: 40)
        #expect(laidOut.lines.map(\.text) == ["│ Warning", "│ Back up first."])
        #expect(laidOut.lines[0].runs.map(\.role) == [.alertBar(.warning), .alertTitle(.warning)])
        #expect(!laidOut.lines.map(\.text).joined().contains("[!"))
    }

    @Test func theCommandLineShowsItInColourOrPlain() {
        let coloured = TerminalText.render(document("> [!CAUTION]\n> Do not.\n"), width: 40, styled: true)
        #expect(coloured.contains("\u{1B}[1;31mCaution"))
        let plain = TerminalText.render(document("> [!TIP]\n> Try it.\n"), width: 40, styled: false)
        #expect(plain == "│ Tip\n│ Try it.\n")
    }
}
