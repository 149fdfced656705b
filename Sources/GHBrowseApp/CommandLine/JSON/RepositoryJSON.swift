#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import PresentationKit

/// A repository's JSON fields under the GitHub CLI's names (`gh search repos --json …`), for
/// `search` and `repos`; `stars` adds `starredAt`, `view` adds `readme` and `languages`.
enum RepositoryJSON {
    static let fields = JSONFieldTable<Repository>([
        ("fullName", { .string($0.fullName) }),
        ("name", { .string($0.name) }),
        ("owner", { repository in
            .object(["login": .string(repository.owner.login), "type": .nullable(repository.owner.type)])
        }),
        ("description", { .string($0.description ?? "") }),
        ("url", { .string($0.htmlURL) }),
        ("homepage", { .string($0.homepage ?? "") }),
        ("cloneUrl", { .nullable($0.cloneURL) }),
        ("stargazersCount", { .int($0.stargazersCount) }),
        ("forksCount", { .int($0.forksCount) }),
        ("watchersCount", { repository in (repository.subscribersCount ?? repository.watchersCount).map { .int($0) } ?? .null }),
        ("openIssuesCount", { .int($0.openIssuesCount) }),
        ("language", { .string($0.language ?? "") }),
        ("license", { repository in
            repository.license.map { .object(["key": .string($0.key), "name": .string($0.name), "spdxId": .nullable($0.spdxID)]) }
                ?? .null
        }),
        ("topics", { .array(($0.topics ?? []).map { .string($0) }) }),
        ("defaultBranch", { .string($0.defaultBranch ?? "") }),
        ("visibility", { .string(RepositoryFacts.visibility(of: $0)) }),
        ("isArchived", { .bool($0.isArchived ?? false) }),
        ("isFork", { .bool($0.isFork) }),
        ("isPrivate", { .bool($0.isPrivate ?? false) }),
        ("createdAt", { .date($0.createdAt) }),
        ("updatedAt", { .date($0.updatedAt) }),
        ("pushedAt", { .date($0.pushedAt) }),
    ])

    /// `stars`: a repository's fields and when you starred it.
    static let starFields = JSONFieldTable<StarredRepository>(
        fields.pulledBack { (star: StarredRepository) in star.repository }, adding: [("starredAt", { .date($0.starredAt) })])

    /// What `view` has for one repository.
    struct ViewItem {
        var repository: Repository
        var readme: ReadmeAnswer
        var languages: RepositoryLanguages
    }

    /// `view`: a repository's fields, `readme` (the raw text, or null when there is none) and
    /// `languages` (bytes per language, as GitHub returns them).
    static let viewFields = JSONFieldTable<ViewItem>(
        fields.pulledBack { (item: ViewItem) in item.repository }, adding: [
            ("readme", { item in
                guard case .readme(let bytes, _, _) = item.readme else { return .null }
                return .string(String(decoding: bytes, as: UTF8.self))
            }),
            ("languages", { item in
                .object(Dictionary(item.languages.languages.map { ($0.name, $0.bytes) }, uniquingKeysWith: +)
                    .mapValues { .int($0) })
            }),
        ])
}
