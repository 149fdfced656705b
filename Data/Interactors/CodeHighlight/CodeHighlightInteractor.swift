import APIClient
import Highlight
import Usecases

/// Highlights a file through libGHBHighlight (KSyntaxHighlighting, loaded on first use) on a
/// background thread: the lines asked for first, then chunks of at most `chunkLines` lines (or
/// `chunkNanoseconds` of work), each handed to the UI thread as plain values; keys are never kept
/// waiting. Each file is highlighted on its own, within a `HighlightBudget` (a line or a file that
/// takes too long is drawn plain), and stops at the next line once cancelled: a file left keeps
/// no core busy, and the next one never waits behind it.
@MainActor
public final class CodeHighlightInteractor: CodeHighlightUsecase {
    private let scheduler: WorkScheduler
    private let chunkLines: Int
    private let chunkNanoseconds: UInt64
    private let budget: HighlightBudget

    /// `chunkLines`: lines highlighted between two answers after the first; `chunkNanoseconds`:
    /// the longest an answer waits for its lines (it then carries fewer); `budget`: the work a
    /// file may take.
    public init(scheduler: WorkScheduler, chunkLines: Int = 1_000, chunkNanoseconds: UInt64 = 50_000_000,
                budget: HighlightBudget = .standard) {
        self.scheduler = scheduler
        self.chunkLines = max(chunkLines, 1)
        self.chunkNanoseconds = chunkNanoseconds
        self.budget = budget
    }

    public func prepare() {
        guard !HighlightLibrary.isLoaded else { return }
        scheduler.runInBackground {
            _ = HighlightLibrary.warmUp()
        }
    }

    @discardableResult
    public func highlight(fileName: String, bytes: [UInt8], theme: CodeTheme, firstLines: Int,
                          answer: @escaping @MainActor (CodeHighlightAnswer) -> Void) -> Cancellable {
        let token = CancellationToken()
        let scheduler = self.scheduler
        let chunkLines = self.chunkLines
        let chunkNanoseconds = self.chunkNanoseconds
        let budget = self.budget
        let highlightTheme: HighlightTheme = theme == .light ? .githubLight : .githubDark
        let post: @Sendable (CodeHighlightAnswer) -> Void = { value in
            scheduler.runOnUIThread {
                guard !token.isCancelled else { return }
                answer(value)
            }
        }
        scheduler.runInBackground {
            guard !token.isCancelled else { return }
            switch SyntaxHighlighter.make(fileName: fileName, firstLine: bytes, theme: highlightTheme) {
            case .failure(let error):
                post(.unavailable(reason: Self.sentence(error)))
            case .success(nil):
                post(.noSyntax)
            case .success(let highlighter?):
                highlighter.budget = budget
                let session = HighlightSession(highlighter: highlighter, text: bytes)
                var count = max(firstLines, 1)
                repeat {
                    let chunk = session.highlightNext(count, nanoseconds: chunkNanoseconds,
                                                      isCancelled: { token.isCancelled })
                    guard !token.isCancelled else { return }
                    post(.chunk(Self.chunk(chunk, syntaxName: highlighter.definitionName,
                                           isComplete: session.isComplete, budgetSpentAt: session.budgetSpentAt)))
                    count = chunkLines
                } while !session.isComplete
            }
        }
        return token
    }

    /// The library's chunk as plain values.
    nonisolated static func chunk(_ chunk: HighlightChunk, syntaxName: String, isComplete: Bool,
                                  budgetSpentAt: Int? = nil) -> CodeHighlightChunk {
        let looks = chunk.palette.styles.map { style in
            CodeSpanLook(foreground: style.foreground, bold: style.bold, italic: style.italic,
                         underline: style.underline)
        }
        let lines = chunk.lines.map { spans in
            spans.map { CodeSpan(offset: Int($0.offset), length: Int($0.length), look: Int($0.style)) }
        }
        return CodeHighlightChunk(firstLine: chunk.firstLine, lines: lines, looks: looks, syntaxName: syntaxName,
                                  isComplete: isComplete, budgetSpentAt: budgetSpentAt)
    }

    nonisolated static func sentence(_ error: HighlightError) -> String {
        switch error {
        case .libraryMissing(let reason): return "\(HighlightLibrary.fileName) not found (\(reason))"
        case .symbolMissing(let name): return "\(HighlightLibrary.fileName) lacks \(name)"
        case .versionMismatch(let version): return "\(HighlightLibrary.fileName) speaks interface \(version)"
        case .closed: return "ghbrowse is exiting"
        }
    }
}
