import CodeSearchPresenter
import Entities
import PresentationKit
import TextCells
import Usecases

/// Runs `ghbrowse code`: without a token, the sentence saying how to get one and nothing sent;
/// else the pages until `--limit` files, as tab-separated lines (one a matching line), each file and
/// its lines on a terminal, or JSON; every piece of GitHub's text sanitized.
@MainActor
final class CodeCommandRunner {
    private let usecase: CodeSearchUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: CodeSearchUsecase, freshness: AnswerFreshness, context: CommandLineContext) {
        self.usecase = usecase
        self.freshness = freshness
        self.context = context
    }

    func search(query: String, fullName: String?, limit: Int, json: JSONOutputRequest?,
                completion: @escaping @MainActor (Int32) -> Void) {
        guard context.hasToken else {
            context.output.writeError("ghbrowse: " + TokenSentence.needed(for: "code search", plural: false))
            return completion(CommandLineContext.failureStatus)
        }
        ConversationPages.collect(limit: limit, context: context, fetch: { [self] page, perPage, answer in
            usecase.searchCode(query: query, fullName: fullName, page: page, perPage: perPage, freshness: freshness) { result in
                answer(result.map { $0.map(\.page) })
            }
        }, completion: { [self] result in
            switch result {
            case .failure(let error): completion(context.fail(error, about: "the code search"))
            case .success(let files): completion(report(files, json: json))
            }
        })
    }

    private func report(_ files: [CodeSearchResult], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(files, table: CodeSearchJSON.fields, only: json.fields), json)
        }
        var text = ""
        for file in files {
            let repository = TextSanitizer.singleLine(file.repositoryFullName)
            let path = TextSanitizer.singleLine(file.path)
            let lines = file.textMatches.flatMap(CodeFragmentHighlights.lines(of:))
            if context.output.isTerminal {
                text += TextLayout.truncate(repository + "  " + path, toWidth: context.output.width) + "\n"
                for line in lines { text += "    " + terminalText(line) + "\n" }
            } else if lines.isEmpty {
                text += [repository, path, ""].map(TabSeparated.field).joined(separator: "\t") + "\n"
            } else {
                for line in lines {
                    text += [repository, path, line.text].map(TabSeparated.field).joined(separator: "\t") + "\n"
                }
            }
        }
        context.output.write(text)
        return 0
    }

    /// A matching line cut to the terminal's width, its matches bold when colours are on.
    private func terminalText(_ line: CodeMatchLine) -> String {
        var room = max(context.output.width - 4, 1)
        var text = ""
        for piece in line.pieces where room > 0 {
            let cut = TextLayout.truncate(piece.text, toWidth: room)
            room -= DisplayWidth.of(cut)
            text += piece.isMatch && context.output.usesColor ? "\u{1B}[1;4m" + cut + "\u{1B}[0m" : cut
        }
        return text
    }
}
