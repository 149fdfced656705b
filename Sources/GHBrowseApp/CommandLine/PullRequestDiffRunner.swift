import Usecases
import Entities
import TextCells

/// Runs `ghbrowse pr-diff`: the pull request's unified diff, its exact bytes when piped; on a
/// terminal each line made safe and, with colour, coloured as a diff.
@MainActor
final class PullRequestDiffRunner {
    private let usecase: PullRequestUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: PullRequestUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, number: Int, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchDiff(fullName: fullName, number: number, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                context.failInside(error, fullName: fullName, ref: nil, usecase: repositoryUsecase, inside: { _ in
                    "#\(number): no such pull request in \(TextSanitizer.singleLine(fullName))"
                }, completion: completion)
            case .success(let answer):
                let bytes = context.value(of: answer)
                if context.output.isTerminal {
                    context.output.write(Self.terminalText(bytes, colored: context.output.usesColor))
                } else {
                    context.output.write(bytes: bytes)
                }
                completion(0)
            }
        }
    }

    /// The diff for a terminal: each line sanitized (no escape sequence or control from the
    /// diff reaches it), coloured when `colored`: file headers bold, hunk headers cyan,
    /// additions green, deletions red.
    static func terminalText(_ bytes: [UInt8], colored: Bool) -> String {
        var text = ""
        text.reserveCapacity(bytes.count + bytes.count / 8)
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty ?? false { lines.removeLast() }
        var inHeader = false
        for raw in lines {
            let line = TextSanitizer.singleLine(String(decoding: raw, as: UTF8.self))
            guard colored else {
                text += line + "\n"
                continue
            }
            let style: String?
            if line.hasPrefix("diff --git ") {
                inHeader = true
                style = "1"
            } else if line.hasPrefix("@@") {
                inHeader = false
                style = "36"
            } else if inHeader {
                style = "1"
            } else if line.hasPrefix("+") {
                style = "32"
            } else if line.hasPrefix("-") {
                style = "31"
            } else {
                style = nil
            }
            text += style.map { "\u{1B}[\($0)m" + line + "\u{1B}[0m\n" } ?? line + "\n"
        }
        return text
    }
}
