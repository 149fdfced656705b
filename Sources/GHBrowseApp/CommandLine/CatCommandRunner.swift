import Usecases
import Highlight
import Interactors
import RepositoryBrowsing
import TextCells

/// Runs `ghbrowse cat`: piped, the file's exact bytes; on a terminal, its lines numbered and
/// highlighted (libGHBHighlight is loaded here, and only here), a binary file described instead.
@MainActor
final class CatCommandRunner {
    private let usecase: FileContentsUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext
    /// The highlighting colours: GitHub Light on a light terminal (`--theme auto` asks it).
    private let theme: HighlightTheme

    init(usecase: FileContentsUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext, theme: HighlightTheme = .githubDark) {
        self.theme = theme
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, path: String, ref: String?, completion: @escaping @MainActor (Int32) -> Void) {
        FileBytesFetch(usecase: usecase, repositoryUsecase: repositoryUsecase, freshness: freshness, context: context)
            .fetch(fullName: fullName, path: path, ref: ref, completion: completion) { [self] bytes in
                completion(print(bytes, path: path))
            }
    }

    private func print(_ bytes: [UInt8], path: String) -> Int32 {
        let output = context.output
        guard output.isTerminal else {
            output.write(bytes: bytes)
            return 0
        }
        guard !BinaryDetection.isBinary(bytes) else {
            output.write("(\(TextSanitizer.singleLine(path)) is a binary file of \(ByteCount.text(bytes.count)); "
                         + "pipe it to a file to save it)\n")
            return 0
        }
        var session: HighlightSession?
        if output.usesColor, case .success(let highlighter?) = SyntaxHighlighter.make(
            fileName: path, firstLine: Array(bytes.prefix(1_024)), theme: theme) {
            // The same budget as the file view: a line or the rest of a file that would take too
            // long is printed plain.
            session = HighlightSession(highlighter: highlighter, text: bytes)
        }
        NumberedLines.write(bytes, session: session, styled: output.usesColor,
                            trueColor: output.colorDepth == .trueColor) { output.write($0) }
        return 0
    }
}
