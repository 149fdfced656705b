import Interactors
import TestSupport
import Testing
import Usecases

/// The highlight use case through the real libGHBHighlight (built beside the tests by `swift build`).
@MainActor
@Suite struct CodeHighlightInteractorTests {
    private func answers(_ source: String, fileName: String, firstLines: Int, chunkLines: Int,
                         theme: CodeTheme = .dark) -> [CodeHighlightAnswer] {
        var answers: [CodeHighlightAnswer] = []
        CodeHighlightInteractor(scheduler: InlineScheduler(), chunkLines: chunkLines)
            .highlight(fileName: fileName, bytes: Array(source.utf8), theme: theme, firstLines: firstLines) {
                answers.append($0)
            }
        return answers
    }

    @Test func theVisibleLinesComeFirstThenChunksInOrderCarryingTheState() {
        // A string opened on line 1 and closed on line 3: line 2 is inside it only if the state
        // was carried from one chunk to the next.
        let source = "x = \"\"\"\ninside the string\n\"\"\"\nimport os\ny = 2\n"
        let chunks = answers(source, fileName: "main.py", firstLines: 2, chunkLines: 2).compactMap { answer in
            if case .chunk(let chunk) = answer { return chunk }
            return nil
        }
        #expect(chunks.map(\.firstLine) == [0, 2, 4])
        #expect(chunks.map(\.lines.count) == [2, 2, 1])
        #expect(chunks.map(\.isComplete) == [false, false, true])
        #expect(chunks.last?.syntaxName == "Python")
        guard let first = chunks.first, let last = chunks.last else { return }
        let insideLook = first.lines[1].first.map { last.looks[$0.look] }
        let stringLook = first.lines[0].last.map { last.looks[$0.look] }
        #expect(insideLook != nil && insideLook == stringLook)
        let keyword = chunks[1].lines[1].first.map { last.looks[$0.look] }
        #expect(keyword?.foreground != nil && keyword != stringLook)
    }

    @Test func aFileWithNoSyntaxIsPlain() {
        #expect(answers("just words\n", fileName: "NOTES.unknown-extension-xyz", firstLines: 10, chunkLines: 10)
                == [.noSyntax])
    }

    @Test func cancellingStopsTheAnswers() {
        let scheduler = HeldScheduler()
        var answers: [CodeHighlightAnswer] = []
        let request = CodeHighlightInteractor(scheduler: scheduler, chunkLines: 1)
            .highlight(fileName: "a.py", bytes: Array("a = 1\nb = 2\n".utf8), theme: .dark, firstLines: 1) {
                answers.append($0)
            }
        request.cancel()
        scheduler.releaseAll()
        #expect(answers.isEmpty)
    }
}
