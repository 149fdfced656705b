#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import Interactors
import PresentationKit
import TextCells

/// Runs `ghbrowse stars` and `ghbrowse repos`: collects up to the limit, then prints JSON, an
/// aligned table (terminal) or tab-separated lines (pipe). Without a token it says how to get one.
@MainActor
final class ListingCommandRunner {
    private let starred: StarredRepositoriesUsecase
    private let repositories: OwnRepositoriesUsecase
    private let context: CommandLineContext
    private let pageSize: Int

    init(starred: StarredRepositoriesUsecase, repositories: OwnRepositoriesUsecase, context: CommandLineContext,
         pageSize: Int = 100) {
        self.pageSize = pageSize
        self.starred = starred
        self.repositories = repositories
        self.context = context
    }

    func runStars(limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        guard requireToken(for: "your stars", completion: completion) else { return }
        let starred = self.starred
        ListingCollector<StarredRepository>(pageSize: pageSize) { page, perPage, answer in
            starred.fetchStarred(page: page, perPage: perPage, freshness: .latest) { answer($0.map(\.value)) }
        }.collect(limit: limit) { [self] result in
            switch result {
            case .failure(let error):
                completion(context.fail(error))
            case .success(let stars):
                if let json {
                    completion(context.finish(context.printJSON(
                        writing: JSONFieldRows(stars, table: RepositoryJSON.starFields, only: json.fields), json)))
                    return
                }
                write(stars.map { ($0.repository, $0.starredAt) }, dateTitle: "STARRED")
                completion(context.finish(0))
            }
        }
    }

    func runRepositories(limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        guard requireToken(for: "your repositories", completion: completion) else { return }
        let repositories = self.repositories
        ListingCollector<Repository>(pageSize: pageSize) { page, perPage, answer in
            repositories.fetchOwnRepositories(page: page, perPage: perPage, freshness: .latest) { answer($0.map(\.value)) }
        }.collect(limit: limit) { [self] result in
            switch result {
            case .failure(let error):
                completion(context.fail(error))
            case .success(let list):
                if let json {
                    completion(context.finish(context.printJSON(
                        writing: JSONFieldRows(list, table: RepositoryJSON.fields, only: json.fields), json)))
                    return
                }
                write(list.map { ($0, $0.pushedAt) }, dateTitle: "PUSHED")
                completion(context.finish(0))
            }
        }
    }

    /// Without a token GitHub has no "you": says so on standard error (status 1) and returns false.
    private func requireToken(for what: String, completion: @escaping @MainActor (Int32) -> Void) -> Bool {
        guard !context.hasToken else { return true }
        context.output.writeError("ghbrowse: \(what) need a token: run `gh auth login`, or set GH_TOKEN")
        completion(CommandLineContext.failureStatus)
        return false
    }

    /// Tab-separated lines (full name, description, stars, language, visibility, date) when piped;
    /// on a terminal the same columns aligned as `search` aligns them, the description cut to what
    /// the width leaves.
    private func write(_ rows: [(repository: Repository, date: Date?)], dateTitle: String) {
        let output = context.output
        if !output.isTerminal {
            var text = ""
            for row in rows {
                let fields = [row.repository.fullName, row.repository.description ?? "",
                              String(row.repository.stargazersCount), row.repository.language ?? "",
                              visibility(row.repository), row.date.map(ISO8601Text.string) ?? ""]
                text += fields.map(TextSanitizer.singleLine).joined(separator: "\t") + "\n"
            }
            output.write(text)
            return
        }
        output.write(RepositoryOutput.aligned(rows, dateTitle: dateTitle, showsVisibility: true, width: output.width,
                                              now: context.clock.now))
    }

    /// `public`, `private` (and `archived`, `fork`).
    private func visibility(_ repository: Repository) -> String {
        ([RepositoryFacts.visibility(of: repository)] + RepositoryFacts.flags(for: repository)).joined(separator: ", ")
    }
}
