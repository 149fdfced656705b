import Entities
import PresentationKit
import Testing

/// Issue 26: a label's colour is GitHub's six hex digits; anything else is no colour (the default).
@Suite struct LabelChipTests {
    @Test func sixHexDigitsAreAColour() {
        #expect(LabelChip.color(hex: "d73a4a") == 0xD73A4A)
        #expect(LabelChip.color(hex: "#A2EEEF") == 0xA2EEEF)
        #expect(LabelChip.color(hex: "000000") == 0)
    }

    @Test func anythingElseIsTheDefault() {
        for hex: String? in [nil, "", "fff", "#fff", "d73a4a0", "d73a4", "gggggg", "d73a4a ", " d73a4a", "##d73a4",
                             "ｄ73a4a", "+73a4a", "-73a4a", "0x3a4a", "d7\u{1B}a4a"] {
            #expect(LabelChip.color(hex: hex) == nil, "\(String(describing: hex))")
        }
    }

    @Test func aLabelsNameIsMadeSafe() {
        let chip = LabelChip(IssueLabel(name: "bug\u{1B}[31m\u{202E}", color: "d73a4a"))
        #expect(!chip.name.contains("\u{1B}") && !chip.name.contains("\u{202E}"))
        #expect(chip.color == 0xD73A4A)
    }
}
