#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import Interactors
import Markdown
import PresentationKit
import TextCells

/// Runs `ghbrowse view OWNER/REPO`: the detail screen's content, the languages and the README,
/// as text (the README rendered on a terminal, the raw file when piped), or JSON.
@MainActor
final class ViewCommandRunner {
    private let repositoryUsecase: RepositoryUsecase
    private let readmeUsecase: RepositoryReadmeUsecase
    private let languagesUsecase: RepositoryLanguagesUsecase
    private let context: CommandLineContext

    init(repositoryUsecase: RepositoryUsecase, readmeUsecase: RepositoryReadmeUsecase,
         languagesUsecase: RepositoryLanguagesUsecase, context: CommandLineContext) {
        self.repositoryUsecase = repositoryUsecase
        self.readmeUsecase = readmeUsecase
        self.languagesUsecase = languagesUsecase
        self.context = context
    }

    /// Fetches the repository, its README and its languages at once; `completion` gets the exit
    /// status: 0, or 1 when GitHub or the network failed for any of them (a missing README is no failure).
    func run(fullName: String, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        let answers = ViewAnswers()
        let finish: @MainActor () -> Void = { [self] in
            guard let repository = answers.repository, let readme = answers.readme,
                  let languages = answers.languages else { return }
            completion(context.finish(report(fullName: fullName, repository: repository, readme: readme, languages: languages,
                                             storedAt: answers.storedAt, json: json)))
        }
        repositoryUsecase.fetchRepository(fullName: fullName, freshness: .latest) { result in
            answers.storedAt = result.storedAt
            answers.repository = result.map(\.value.repository)
            finish()
        }
        readmeUsecase.fetchReadme(fullName: fullName, freshness: .latest) { answers.readme = $0.map(\.value); finish() }
        languagesUsecase.fetchLanguages(fullName: fullName, freshness: .latest) {
            answers.languages = $0.map(\.value)
            finish()
        }
    }

    private func report(fullName: String, repository: Result<Repository, GitHubError>, readme: Result<ReadmeAnswer, GitHubError>,
                        languages: Result<RepositoryLanguages, GitHubError>, storedAt: Date?, json: JSONOutputRequest?) -> Int32 {
        guard case .success(let repository) = repository else {
            if case .failure(let error) = repository { return context.fail(error, repository: fullName) }
            return 1
        }
        if let storedAt {
            // The network is down and what follows is the stored copy: say so, and how old it is.
            context.output.writeError("ghbrowse: " + CacheAgeSentence.unavailable(
                .transport(.connectionRefused), what: "the stored copy", fetchedAt: storedAt, now: context.clock.now,
                hasToken: context.hasToken))
        }
        let output = context.output
        let readmeAnswer = try? readme.get()
        let languageList = try? languages.get()
        if let json {
            let item = RepositoryJSON.ViewItem(repository: repository, readme: readmeAnswer ?? .noReadme,
                                               languages: languageList ?? RepositoryLanguages())
            let status = context.printJSON(RepositoryJSON.viewFields.object(item, only: json.fields), json)
            if status != 0 { return status }
        } else {
            var text = RepositoryOutput.detailText(repository, width: output.width, now: context.clock.now)
            if let languageList, !languageList.languages.isEmpty {
                let shares = LanguageShares(bytesPerLanguage: Dictionary(
                    languageList.languages.map { ($0.name, $0.bytes) }, uniquingKeysWith: +))
                text += TextLayout.pad("Languages", toWidth: 16) + shares.legend + "\n"
            }
            if case .readme(let bytes, let fileName, let htmlURL)? = readmeAnswer {
                text += "\n"
                if output.isTerminal {
                    let document = MarkdownParser.parse(bytes: bytes, fileName: fileName, htmlURL: htmlURL)
                    text += ReadmeOutput.rendered(document, width: output.width, styled: output.usesColor)
                } else {
                    text += ReadmeOutput.raw(bytes)
                }
            }
            output.write(text)
        }
        // What could not be fetched is said on stderr, after what could.
        var status: Int32 = 0
        if case .failure(let error) = readme { status = context.fail(error, about: "the README") }
        if case .failure(let error) = languages { status = context.fail(error, about: "the languages") }
        return status
    }
}

/// The three answers `view` waits for, as they arrive.
@MainActor
private final class ViewAnswers {
    var repository: Result<Repository, GitHubError>?
    var readme: Result<ReadmeAnswer, GitHubError>?
    var languages: Result<RepositoryLanguages, GitHubError>?
    /// When the repository shown was stored, if it is the stored copy (offline).
    var storedAt: Date?
}

private extension Result where Success == CachedThenFresh<RepositoryAnswer> {
    /// When the answer was stored, for a stored copy handed over because the network is down.
    var storedAt: Date? {
        guard case .success(.cached(_, let fetchedAt, _)) = self else { return nil }
        return fetchedAt
    }
}
