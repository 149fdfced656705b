import Usecases
import Entities
import Interactors
import RepositoryBrowsing
import TextCells

/// Runs `ghbrowse log`: pages of a ref's history (100 a page) until `--limit`, as lines, an
/// aligned list on a terminal, or JSON.
@MainActor
final class LogCommandRunner {
    private let usecase: CommitHistoryUsecase
    private let repositoryUsecase: RepositoryUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: CommitHistoryUsecase, repositoryUsecase: RepositoryUsecase, freshness: AnswerFreshness,
         context: CommandLineContext) {
        self.usecase = usecase
        self.repositoryUsecase = repositoryUsecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, ref: String?, limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        fetch(fullName: fullName, ref: ref, page: 1, limit: limit, collected: []) { [self] result in
            switch result {
            case .failure(let error):
                context.failInside(error, fullName: fullName, ref: ref, usecase: repositoryUsecase, inside: { _ in
                    ref.map { NotFoundSentence.ref($0, in: fullName) }
                }, completion: completion)
            case .success(let commits): completion(report(commits, json: json))
            }
        }
    }

    private func fetch(fullName: String, ref: String?, page: Int, limit: Int, collected: [Commit],
                       completion: @escaping @MainActor (Result<[Commit], GitHubError>) -> Void) {
        let perPage = min(100, limit - collected.count)
        usecase.fetchCommits(fullName: fullName, ref: ref, page: page, perPage: perPage, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let answer):
                let pageAnswer = context.value(of: answer)
                let commits = collected + pageAnswer.items.prefix(limit - collected.count)
                if commits.count < limit, let next = pageAnswer.nextPage, next > page, !pageAnswer.items.isEmpty {
                    fetch(fullName: fullName, ref: ref, page: next, limit: limit, collected: commits, completion: completion)
                } else {
                    completion(.success(commits))
                }
            }
        }
    }

    private func report(_ commits: [Commit], json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(commits, table: RepositoryCommandJSON.commitFields, only: json.fields),
                                     json)
        }
        var text = ""
        for commit in commits {
            if context.output.isTerminal {
                let row = CommitSummaryText(commit, now: context.clock.now)
                text += TextLayout.truncate("\(row.shortSHA)  \(TextLayout.pad(row.date, toWidth: 14))  "
                                            + "\(TextLayout.pad(TextLayout.truncate(row.author, toWidth: 18), toWidth: 18))  "
                                            + row.subject, toWidth: context.output.width) + "\n"
            } else {
                let date = (commit.author?.date ?? commit.committer?.date).map(ISO8601Text.string) ?? ""
                text += [TextSanitizer.singleLine(commit.sha), date,
                         TextSanitizer.singleLine(commit.author?.name ?? commit.authorLogin ?? ""),
                         TextSanitizer.singleLine(CommitSummaryText.subject(of: commit.message))]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }
}
