#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases
import PresentationKit

/// A repository under the GitHub CLI's JSON field names (`gh search repos --json …`).
struct RepositoryJSON: Encodable {
    struct Owner: Encodable {
        var login: String
        var type: String?
    }

    struct LicenseJSON: Encodable {
        var key: String
        var name: String
        var spdxId: String?
    }

    var fullName: String
    var name: String
    var owner: Owner
    var description: String
    var url: String
    var homepage: String
    var cloneUrl: String?
    var stargazersCount: Int
    var forksCount: Int
    var watchersCount: Int?
    var openIssuesCount: Int
    var language: String
    var license: LicenseJSON?
    var topics: [String]
    var defaultBranch: String
    var visibility: String
    var isArchived: Bool
    var isFork: Bool
    var isPrivate: Bool
    var createdAt: Date?
    var updatedAt: Date?
    var pushedAt: Date?

    init(_ repository: Repository) {
        fullName = repository.fullName
        name = repository.name
        owner = Owner(login: repository.owner.login, type: repository.owner.type)
        description = repository.description ?? ""
        url = repository.htmlURL
        homepage = repository.homepage ?? ""
        cloneUrl = repository.cloneURL
        stargazersCount = repository.stargazersCount
        forksCount = repository.forksCount
        watchersCount = repository.subscribersCount ?? repository.watchersCount
        openIssuesCount = repository.openIssuesCount
        language = repository.language ?? ""
        license = repository.license.map { LicenseJSON(key: $0.key, name: $0.name, spdxId: $0.spdxID) }
        topics = repository.topics ?? []
        defaultBranch = repository.defaultBranch ?? ""
        isPrivate = repository.isPrivate ?? false
        visibility = RepositoryFacts.visibility(of: repository)
        isArchived = repository.isArchived ?? false
        isFork = repository.isFork
        createdAt = repository.createdAt
        updatedAt = repository.updatedAt
        pushedAt = repository.pushedAt
    }
}
