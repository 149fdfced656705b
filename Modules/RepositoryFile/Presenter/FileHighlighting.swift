import Entities
import PresentationKit
import TextCells
import Usecases

/// Highlighting a file's lines: asked for once its bytes are in (the first screen first), and
/// said on the status line: "highlighting…" while it runs, then the syntax found, where the
/// budget of work ran out, or why there is none.
@MainActor
final class FileHighlighting {
    /// Where highlighting stands.
    enum State: Equatable {
        case none
        case running
        /// `plainFrom`: the first line the budget of work did not reach (0-based), when it ran out.
        case done(syntax: String, plainFrom: Int?)
        case plain
        case unavailable(String)
    }

    private let usecase: CodeHighlightUsecase
    private let theme: CodeTheme
    private var request: Cancellable?
    private(set) var state = State.none

    init(usecase: CodeHighlightUsecase, theme: CodeTheme) {
        self.usecase = usecase
        self.theme = theme
    }

    /// Starts loading the highlighter early, while the file is fetched.
    func prepare() {
        usecase.prepare()
    }

    func start(fileName: String, bytes: [UInt8], firstLines: Int,
               answer: @escaping @MainActor (CodeHighlightAnswer) -> Void) {
        stop()
        state = .running
        request = usecase.highlight(fileName: fileName, bytes: bytes, theme: theme, firstLines: firstLines,
                                    answer: answer)
    }

    func stop() {
        request?.cancel()
        request = nil
        state = .none
    }

    /// Takes an answer in; the chunk of highlighted lines it brought, if any.
    func receive(_ answer: CodeHighlightAnswer) -> CodeHighlightChunk? {
        switch answer {
        case .chunk(let chunk):
            if chunk.isComplete {
                state = .done(syntax: chunk.syntaxName, plainFrom: chunk.budgetSpentAt)
                request = nil
            }
            return chunk
        case .noSyntax:
            state = .plain
        case .unavailable(let reason):
            state = .unavailable(reason)
        }
        request = nil
        return nil
    }

    var tone: StatusTone {
        if case .unavailable = state { return .warning }
        return .normal
    }

    func appendStatus(to line: inout StatusLine) {
        switch state {
        case .running: line.append("highlighting…", .counts)
        case .unavailable(let reason):
            line.append("no highlighting: \(TextSanitizer.singleLine(reason))", .essential)
        case .done(let syntax, let plainFrom?):
            let name = syntax.isEmpty ? "" : TextSanitizer.singleLine(syntax) + ", "
            line.append("\(name)plain from line \(CompactNumber.grouped(plainFrom + 1))", .counts)
        case .done(let syntax, nil) where !syntax.isEmpty: line.append(TextSanitizer.singleLine(syntax), .counts)
        case .done, .none, .plain: break
        }
    }
}
