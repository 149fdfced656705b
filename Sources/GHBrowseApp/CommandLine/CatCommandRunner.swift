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
        usecase.fetchFile(fullName: fullName, path: path, ref: ref, knownSize: nil, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                // "nope.py: no such file in o/r at develop", or which repository or ref is missing.
                context.failInside(error, fullName: fullName, ref: ref, usecase: repositoryUsecase, inside: { repository in
                    NotFoundSentence.file(path, in: fullName, at: ref ?? repository.defaultBranch ?? "its default branch")
                }, completion: completion)
            case .success(let answer):
                switch context.value(of: answer) {
                case .tooLarge(let size):
                    context.output.writeError(Self.tooLargeSentence(path: path, size: size,
                                                                    onTerminal: context.output.isTerminal))
                    completion(CommandLineContext.failureStatus)
                case .file(let bytes):
                    completion(print(bytes, path: path))
                }
            }
        }
    }

    /// "ghbrowse: big.bin is 12.0 MB, too large to show here; pipe it to a file to save it".
    static func tooLargeSentence(path: String, size: Int?, onTerminal: Bool) -> String {
        let what = size.map { "is \(ByteCount.text($0))" }
            ?? "is larger than \(ByteCount.text(onTerminal ? FileContentsLimit.shownBytes : FileContentsLimit.servedBytes))"
        return "ghbrowse: \(TextSanitizer.singleLine(path)) \(what), too large to "
            + (onTerminal ? "show here; pipe it to a file to save it" : "fetch (GitHub serves files up to 100 MB)")
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
