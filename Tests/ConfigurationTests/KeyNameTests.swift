import Configuration
import Testing

/// Key names as config.toml writes them.
@Suite struct KeyNameTests {
    @Test func namesParse() {
        #expect(KeyName(parsing: "j") == .character("j"))
        #expect(KeyName(parsing: "S") == .character("S"))
        #expect(KeyName(parsing: "?") == .character("?"))
        #expect(KeyName(parsing: "ctrl-n") == .control("n"))
        #expect(KeyName(parsing: "Ctrl-N") == .control("n"))
        #expect(KeyName(parsing: "enter") == .enter)
        #expect(KeyName(parsing: "Esc") == .escape)
        #expect(KeyName(parsing: "pgdn") == .pageDown)
        #expect(KeyName(parsing: "PageUp") == .pageUp)
        #expect(KeyName(parsing: "f1") == .function(1))
        #expect(KeyName(parsing: "F12") == .function(12))
        #expect(KeyName(parsing: "shift-tab") == .backTab)
        #expect(KeyName(parsing: "space") == .character(" "))
    }

    @Test func nonsenseDoesNot() {
        for text in ["", "ctrl-", "ctrl-ab", "ctrl-1", "f0", "f13", "f01", "jj", "\u{1B}", " ", "\u{7F}", "hyper-x"] {
            #expect(KeyName(parsing: text) == nil, "\(text.debugDescription)")
        }
    }

    @Test func everyCanonicalNameReadsBack() {
        let keys: [KeyName] = [.character("j"), .character(" "), .control("n"), .enter, .escape, .tab, .backTab, .backspace,
                               .delete, .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .function(5)]
        for key in keys { #expect(KeyName(parsing: key.name) == key, "\(key.name)") }
    }
}
