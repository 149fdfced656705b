import APIClient
import Highlight
import Synchronization
import Usecases

/// Highlights a file through libGHBHighlight (KSyntaxHighlighting, loaded on first use) on a
/// background thread: the lines asked for first, then chunks of `chunkLines`, each handed to the
/// UI thread as plain values; keys are never kept waiting.
@MainActor
public final class CodeHighlightInteractor: CodeHighlightUsecase {
    private let scheduler: WorkScheduler
    private let chunkLines: Int
    /// One highlighting chunk at a time in the process: KSyntaxHighlighting loads the syntax
    /// definitions a file includes lazily, into shared data, so two files highlighted at once
    /// (one just left, one just opened) take turns, a chunk each.
    private nonisolated static let libraryTurn = Mutex(())

    /// `chunkLines`: lines highlighted between two answers after the first.
    public init(scheduler: WorkScheduler, chunkLines: Int = 1_000) {
        self.scheduler = scheduler
        self.chunkLines = max(chunkLines, 1)
    }

    public func prepare() {
        guard !HighlightLibrary.isLoaded else { return }
        scheduler.runInBackground {
            Self.libraryTurn.withLock { _ in _ = HighlightLibrary.warmUp() }
        }
    }

    @discardableResult
    public func highlight(fileName: String, bytes: [UInt8], theme: CodeTheme, firstLines: Int,
                          answer: @escaping @MainActor (CodeHighlightAnswer) -> Void) -> Cancellable {
        let token = CancellationToken()
        let scheduler = self.scheduler
        let chunkLines = self.chunkLines
        let highlightTheme: HighlightTheme = theme == .light ? .githubLight : .githubDark
        let post: @Sendable (CodeHighlightAnswer) -> Void = { value in
            scheduler.runOnUIThread {
                guard !token.isCancelled else { return }
                answer(value)
            }
        }
        scheduler.runInBackground {
            guard !token.isCancelled else { return }
            let made = Self.libraryTurn.withLock { _ in
                SyntaxHighlighter.make(fileName: fileName, firstLine: bytes, theme: highlightTheme)
            }
            switch made {
            case .failure(let error):
                post(.unavailable(reason: Self.sentence(error)))
            case .success(nil):
                post(.noSyntax)
            case .success(let highlighter?):
                let session = HighlightSession(highlighter: highlighter, text: bytes)
                var count = max(firstLines, 1)
                repeat {
                    let chunk = Self.libraryTurn.withLock { _ in session.highlightNext(count) }
                    post(.chunk(Self.chunk(chunk, syntaxName: highlighter.definitionName,
                                           isComplete: session.isComplete)))
                    count = chunkLines
                } while !session.isComplete && !token.isCancelled
            }
        }
        return token
    }

    /// The library's chunk as plain values.
    nonisolated static func chunk(_ chunk: HighlightChunk, syntaxName: String, isComplete: Bool) -> CodeHighlightChunk {
        let looks = chunk.palette.styles.map { style in
            CodeSpanLook(foreground: style.foreground, bold: style.bold, italic: style.italic,
                         underline: style.underline)
        }
        let lines = chunk.lines.map { spans in
            spans.map { CodeSpan(offset: Int($0.offset), length: Int($0.length), look: Int($0.style)) }
        }
        return CodeHighlightChunk(firstLine: chunk.firstLine, lines: lines, looks: looks, syntaxName: syntaxName,
                                  isComplete: isComplete)
    }

    nonisolated static func sentence(_ error: HighlightError) -> String {
        switch error {
        case .libraryMissing(let reason): return "\(HighlightLibrary.fileName) not found (\(reason))"
        case .symbolMissing(let name): return "\(HighlightLibrary.fileName) lacks \(name)"
        case .versionMismatch(let version): return "\(HighlightLibrary.fileName) speaks interface \(version)"
        }
    }
}
