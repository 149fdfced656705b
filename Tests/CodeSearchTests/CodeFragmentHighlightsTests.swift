import CodeSearchPresenter
import Entities
import Testing

@Suite struct CodeFragmentHighlightsTests {
    private func lines(_ fragment: String, _ matches: [([Int], String)]) -> [CodeMatchLine] {
        CodeFragmentHighlights.lines(of: CodeTextMatch(fragment: fragment, matches: matches.map {
            CodeTextMatch.Match(text: $0.1, indices: $0.0)
        }))
    }

    private func marked(_ line: CodeMatchLine) -> [String] {
        line.pieces.filter(\.isMatch).map(\.text)
    }

    @Test func onlyTheLinesWithAMatchAreKeptTheirIndentDropped() {
        let found = lines(".assertEqual(\n            self.recorded.instance_method(42, 43, 44, 45, toto=46, tutu=47",
                          [([72, 76], "toto")])
        #expect(found.count == 1)
        #expect(found[0].text == "self.recorded.instance_method(42, 43, 44, 45, toto=46, tutu=47")
        #expect(marked(found[0]) == ["toto"])
    }

    @Test func twoMatchesOnOneLineAreBothMarked() {
        let found = lines("\", \"toto\"]), b\"toto\\n\")\n\n    def test", [([4, 8], "toto"), ([15, 19], "toto")])
        #expect(found.count == 1)
        #expect(marked(found[0]) == ["toto", "toto"])
    }

    @Test func indicesInUTF16UnitsAreReadAsSuchWhenTheTextSaysSo() {
        // "😀" is one scalar, two UTF-16 units, four UTF-8 bytes.
        #expect(marked(lines("😀 toto", [([2, 6], "toto")])[0]) == ["toto"], "scalars")
        #expect(marked(lines("😀 toto", [([3, 7], "toto")])[0]) == ["toto"], "UTF-16")
        #expect(marked(lines("😀 toto", [([5, 9], "toto")])[0]) == ["toto"], "UTF-8")
    }

    @Test func untrustedIndicesNeverTrapAndAreClampedOrDropped() {
        let fragment = "first toto\nsecond"
        #expect(lines(fragment, [([40, 2], "toto")]).map(marked) == [[]], "reversed: dropped, the first line shown plain")
        #expect(lines(fragment, [([9_000, 9_004], "toto")]).map(marked) == [[]], "past the end: nothing left")
        #expect(lines(fragment, [([Int.max, Int.min], "toto")]).map(marked) == [[]])
        #expect(lines(fragment, [([-5, 4], "")]).map(marked) == [[]], "a negative start: dropped")
        #expect(lines(fragment, [([3], "toto"), ([], ""), ([1, 2, 3], "")]).map(marked) == [[]], "not a pair")
        #expect(marked(lines(fragment, [([6, 9_999], "")])[0]) == ["toto"], "the end clamped to the fragment's")
        #expect(lines("", [([0, 4], "toto")]).isEmpty)
    }

    @Test func escapeSequencesAndControlsNeverSurvive() {
        let found = lines("a \u{1B}[2Jtoto\u{202E} \u{9B}31m", [([6, 10], "toto")])
        #expect(found.count == 1)
        #expect(!found[0].text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x202E })
        #expect(marked(found[0]) == ["toto"])
    }

    @Test func aLongLineIsCut() {
        let long = String(repeating: "x", count: 5_000) + "toto"
        let found = lines(long, [([5_000, 5_004], "toto")])
        #expect(found.first.map { $0.text.count <= CodeFragmentHighlights.maximumScalarsPerLine } == true)
    }
}

@Suite struct CodeSearchWordsTests {
    @Test func theMatchedTextFirstElseTheQuerysFirstPlainWord() {
        let result = CodeSearchResult(repositoryFullName: "o/r", path: "a", textMatches: [])
        #expect(CodeSearchWords.find(in: result, query: "language:go  repo:o/r -path:x Foo bar") == "Foo")
        #expect(CodeSearchWords.find(in: result, query: "\"profile = black\" in:file") == "profile = black")
        #expect(CodeSearchWords.find(in: result, query: "language:go") == nil)
        let matched = CodeSearchResult(repositoryFullName: "o/r", path: "a", textMatches: [
            CodeTextMatch(fragment: "x", matches: [CodeTextMatch.Match(text: "to\u{1B}[2Jto", indices: [0, 1])]),
        ])
        #expect(CodeSearchWords.find(in: matched, query: "whatever") == "toto", "sanitized")
    }
}
