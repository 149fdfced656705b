import Dispatch
import Foundation
import Highlight
import Interactors
import Synchronization
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

    // MARK: Issue 31: a file costly to highlight neither holds the next one up nor outlives its screen

    /// Lines of 4,000 `<a>` each (12 KB, under the line budget): every line costs more than the
    /// one before, so the file takes as long as its budget lets it.
    private static let deepXML: [UInt8] = {
        var line = [UInt8]()
        for _ in 0..<4_000 { line += Array("<a>".utf8) }
        line += Array("\n".utf8)
        return Array((0..<600).map { _ in line }.joined())
    }()

    /// Waits (running the main queue) until `condition` holds or `seconds` pass.
    private func wait(seconds: Double, until condition: () -> Bool) async {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() && Date() < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
    }

    @Test func aSecondFileIsNotQueuedBehindAFileCostlyToHighlight() async {
        let scheduler = ThreadScheduler()
        let interactor = CodeHighlightInteractor(scheduler: scheduler)
        var first: [CodeHighlightAnswer] = []
        var second: [CodeHighlightAnswer] = []
        let costly = interactor.highlight(fileName: "a.xml", bytes: PathologicalSources.nestedXML, theme: .dark, firstLines: 1_000) {
            first.append($0)
        }
        interactor.highlight(fileName: "b.c", bytes: Array("int main(void) { return 0; }\n".utf8), theme: .dark,
                             firstLines: 10) { second.append($0) }
        await wait(seconds: 30) { second.contains { if case .chunk(let chunk) = $0 { chunk.isComplete } else { false } } }
        #expect(second.count == 1, "the small file was highlighted while the costly one was still going")
        // The costly file finishes too: its long line plain, the rest highlighted.
        await wait(seconds: 30) { first.contains { if case .chunk(let chunk) = $0 { chunk.isComplete } else { false } } }
        let lines = first.flatMap { answer -> [[CodeSpan]] in if case .chunk(let chunk) = answer { chunk.lines } else { [] } }
        #expect(lines.count == 1_001)
        #expect(lines.first == [])
        #expect(lines.dropFirst().allSatisfy { !$0.isEmpty })
        costly.cancel()
    }

    @Test func aCancelledFileStopsAtItsNextLine() async {
        let scheduler = ThreadScheduler()
        // No file budget: only cancelling can end it soon.
        let interactor = CodeHighlightInteractor(
            scheduler: scheduler, budget: HighlightBudget(lineBytes: 16_384, lineNanoseconds: 100_000_000, fileNanoseconds: 0))
        var answers: [CodeHighlightAnswer] = []
        let request = interactor.highlight(fileName: "deep.xml", bytes: Self.deepXML, theme: .dark, firstLines: 1_000) {
            answers.append($0)
        }
        await wait(seconds: 30) { !answers.isEmpty }
        #expect(!answers.isEmpty, "a first chunk comes within its time, before the file is done")
        request.cancel()
        await wait(seconds: 30) { scheduler.running == 0 }
        #expect(scheduler.running == 0, "the background work returned")
        #expect(!answers.contains { if case .chunk(let chunk) = $0 { chunk.isComplete } else { false } })
    }
}

/// Background work on Dispatch's pool, answers on the main queue, and how many background jobs are
/// still running.
private final class ThreadScheduler: WorkScheduler {
    private let count = Mutex(0)

    var running: Int { count.withLock { $0 } }

    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        count.withLock { $0 += 1 }
        DispatchQueue.global().async {
            work()
            self.count.withLock { $0 -= 1 }
        }
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    }
}
