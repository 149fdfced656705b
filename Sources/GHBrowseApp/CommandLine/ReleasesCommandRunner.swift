import Usecases
import Entities
import Interactors
import PresentationKit
import TextCells

/// Runs `ghbrowse releases`: pages of releases until `--limit` and which one is the latest, as
/// lines, an aligned list on a terminal, or JSON.
@MainActor
final class ReleasesCommandRunner {
    private let usecase: ReleasesUsecase
    private let freshness: AnswerFreshness
    private let context: CommandLineContext

    init(usecase: ReleasesUsecase, freshness: AnswerFreshness, context: CommandLineContext) {
        self.usecase = usecase
        self.freshness = freshness
        self.context = context
    }

    func run(fullName: String, limit: Int, json: JSONOutputRequest?, completion: @escaping @MainActor (Int32) -> Void) {
        usecase.fetchLatestRelease(fullName: fullName, freshness: freshness) { [self] latest in
            // Which release is the latest is a mark, not the list: without it the list still prints.
            let latestID = (try? latest.get()).flatMap { $0.value }?.id
            fetch(fullName: fullName, page: 1, limit: limit, collected: []) { [self] result in
                switch result {
                case .failure(let error): completion(context.fail(error, repository: fullName))
                case .success(let releases): completion(report(releases, latestID: latestID, json: json))
                }
            }
        }
    }

    private func fetch(fullName: String, page: Int, limit: Int, collected: [Release],
                       completion: @escaping @MainActor (Result<[Release], GitHubError>) -> Void) {
        let perPage = min(100, limit - collected.count)
        usecase.fetchReleases(fullName: fullName, page: page, perPage: perPage, freshness: freshness) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let answer):
                let pageAnswer = context.value(of: answer)
                let releases = collected + pageAnswer.items.prefix(limit - collected.count)
                if releases.count < limit, let next = pageAnswer.nextPage, next > page, !pageAnswer.items.isEmpty {
                    fetch(fullName: fullName, page: next, limit: limit, collected: releases, completion: completion)
                } else {
                    completion(.success(releases))
                }
            }
        }
    }

    /// `latest`, `prerelease`, `draft` (or nothing).
    static func mark(_ release: Release, latestID: Int?) -> String {
        if release.isDraft { return "draft" }
        if release.isPrerelease { return "prerelease" }
        return release.id == latestID ? "latest" : ""
    }

    private func report(_ releases: [Release], latestID: Int?, json: JSONOutputRequest?) -> Int32 {
        if let json {
            return context.printJSON(writing: JSONFieldRows(releases.map { .init(release: $0, isLatest: $0.id == latestID) },
                                                           table: RepositoryCommandJSON.releaseFields, only: json.fields),
                                     json)
        }
        var text = ""
        for release in releases {
            let date = release.publishedAt ?? release.createdAt
            let mark = Self.mark(release, latestID: latestID)
            let tag = TextSanitizer.singleLine(release.tagName)
            let name = TextSanitizer.singleLine(release.name ?? "")
            if context.output.isTerminal {
                let when = date.map { DateText.relative($0, now: context.clock.now) } ?? ""
                text += TextLayout.truncate("\(TextLayout.pad(tag, toWidth: 16))  \(TextLayout.pad(when, toWidth: 14))  "
                                            + "\(TextLayout.pad(mark, toWidth: 10))  \(name)", toWidth: context.output.width)
                    + "\n"
            } else {
                text += [tag, name, date.map(ISO8601Text.string) ?? "", mark]
                    .map(TabSeparated.field).joined(separator: "\t") + "\n"
            }
        }
        context.output.write(text)
        return 0
    }
}
