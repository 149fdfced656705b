import RepositoryFilePresenter
import Testing
import Usecases

/// Issue 31: a file's lines take in highlighting chunk by chunk while the View holds the value it
/// drew; each copy keeps seeing its own lines, and a long line is made only as far as asked.
@Suite struct CodeLinesTests {
    private func chunk(_ first: Int, _ count: Int, isComplete: Bool = false) -> CodeHighlightChunk {
        CodeHighlightChunk(firstLine: first, lines: Array(repeating: [CodeSpan(offset: 0, length: 1, look: 0)], count: count),
                           looks: [CodeSpanLook(foreground: 0xF97583)], syntaxName: "C", isComplete: isComplete)
    }

    private let coloured = CodeStyle.syntax(color: 0xF97583, bold: false, italic: false, underline: false)

    @Test func aCopyHeldWhileChunksArriveKeepsItsOwnLines() {
        var lines = CodeLines(bytes: Array(String(repeating: "x;\n", count: 10).utf8))
        #expect(lines.count == 10)
        lines.apply(chunk(0, 3))
        let drawn = lines
        lines.apply(chunk(3, 4))
        #expect(drawn.highlightedCount == 3)
        #expect(lines.highlightedCount == 7)
        #expect(drawn.runs(ofLine: 4).first?.style == .plain)
        #expect(lines.runs(ofLine: 4).first?.style == coloured)
        #expect(drawn != lines)
        // The copy goes its own way: a chunk of its own, the other value unchanged.
        var other = drawn
        other.apply(chunk(3, 1))
        #expect(other.highlightedCount == 4)
        #expect(lines.highlightedCount == 7)
        #expect(lines.runs(ofLine: 6).first?.style == coloured)
    }

    @Test func aMillionLinesTakeInAThousandChunksWithTheDrawnCopyHeld() {
        // Before, every chunk copied every line's spans (the View held the value): quadratic.
        var lines = CodeLines(bytes: Array(String(repeating: "x;\n", count: 1_000_000).utf8))
        var drawn = lines
        for index in 0..<1_000 {
            lines.apply(chunk(index * 1_000, 1_000, isComplete: index == 999))
            drawn = lines
        }
        #expect(drawn.highlightedCount == 1_000_000)
        #expect(drawn.runs(ofLine: 999_999).first?.style == coloured)
    }

    @Test func aChunkOutOfOrderIsMergedIn() {
        var lines = CodeLines(bytes: Array("a\nb\nc\nd\n".utf8))
        lines.apply(chunk(2, 1))
        #expect(lines.runs(ofLine: 2).first?.style == coloured)
        #expect(lines.runs(ofLine: 0).first?.style == .plain)
        lines.apply(chunk(0, 2))
        #expect(lines.runs(ofLine: 0).first?.style == coloured)
        #expect(lines.runs(ofLine: 2).first?.style == coloured)
    }

    @Test func aLongLineIsMadeOnlyAsFarAsTheScreenReaches() {
        let long = String(repeating: "<a>", count: 200_000)
        let lines = CodeLines(bytes: Array((long + "\n").utf8))
        let runs = lines.runs(ofLine: 0, maxColumns: 100)
        let width = runs.reduce(0) { $0 + $1.text.count }
        #expect(width >= 100 && width < 1_000)
        #expect(lines.runs(ofLine: 0).reduce(0) { $0 + $1.text.count } == 600_000)
    }
}
