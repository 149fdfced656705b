#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import JSONReading

/// A repository as search pages, `GET /repos/OWNER/REPO` and the account's lists write it.
/// Fields older answers lack, and nulls, are nil where the entity allows.
extension Repository: JSONReadable {
    private enum Field: String, CaseIterable, Sendable {
        case id, name, fullName = "full_name", owner, isFork = "fork", htmlURL = "html_url"
        case stargazersCount = "stargazers_count", forksCount = "forks_count", openIssuesCount = "open_issues_count"
        case isPrivate = "private", description, cloneURL = "clone_url", homepage
        case watchersCount = "watchers_count", subscribersCount = "subscribers_count", language, topics
        case defaultBranch = "default_branch", license, visibility, isArchived = "archived"
        case createdAt = "created_at", updatedAt = "updated_at", pushedAt = "pushed_at"
    }

    private static let fields = JSONFields(Field.self)

    public init(json: inout JSONCursor) throws {
        var id: Int?, name: String?, fullName: String?, owner: User?, isFork: Bool?, htmlURL: String?
        var stars: Int?, forks: Int?, openIssues: Int?
        var isPrivate: Bool?, description: String?, cloneURL: String?, homepage: String?
        var watchersCount: Int?, subscribersCount: Int?, language: String?, topics: [String]?
        var defaultBranch: String?, license: License?, visibility: String?, isArchived: Bool?
        var createdAt: Date?, updatedAt: Date?, pushedAt: Date?
        try json.readObject(Self.fields) { json, field in
            switch field {
            case .id: id = try json.int()
            case .name: name = try json.string()
            case .fullName: fullName = try json.string()
            case .owner: owner = try User(json: &json)
            case .isFork: isFork = try json.bool()
            case .htmlURL: htmlURL = try json.string()
            case .stargazersCount: stars = try json.int()
            case .forksCount: forks = try json.int()
            case .openIssuesCount: openIssues = try json.int()
            case .isPrivate: isPrivate = try json.optionalBool()
            case .description: description = try json.optionalString()
            case .cloneURL: cloneURL = try json.optionalString()
            case .homepage: homepage = try json.optionalString()
            case .watchersCount: watchersCount = try json.optionalInt()
            case .subscribersCount: subscribersCount = try json.optionalInt()
            case .language: language = try json.optionalString()
            case .topics: topics = try json.optional([String].self)
            case .defaultBranch: defaultBranch = try json.optionalString()
            case .license: license = try json.optional(License.self)
            case .visibility: visibility = try json.optionalString()
            case .isArchived: isArchived = try json.optionalBool()
            case .createdAt: createdAt = try json.lenientDate()
            case .updatedAt: updatedAt = try json.lenientDate()
            case .pushedAt: pushedAt = try json.lenientDate()
            }
        }
        guard let id else { throw JSONError.missing(Field.id.rawValue) }
        guard let name else { throw JSONError.missing(Field.name.rawValue) }
        guard let fullName else { throw JSONError.missing(Field.fullName.rawValue) }
        guard let owner else { throw JSONError.missing(Field.owner.rawValue) }
        guard let isFork else { throw JSONError.missing(Field.isFork.rawValue) }
        guard let htmlURL else { throw JSONError.missing(Field.htmlURL.rawValue) }
        guard let stars else { throw JSONError.missing(Field.stargazersCount.rawValue) }
        guard let forks else { throw JSONError.missing(Field.forksCount.rawValue) }
        guard let openIssues else { throw JSONError.missing(Field.openIssuesCount.rawValue) }
        self.init(id: id, name: name, fullName: fullName, owner: owner, isPrivate: isPrivate,
                  description: description, isFork: isFork, htmlURL: htmlURL, cloneURL: cloneURL,
                  homepage: homepage, stargazersCount: stars, forksCount: forks,
                  watchersCount: watchersCount, subscribersCount: subscribersCount,
                  openIssuesCount: openIssues, language: language, topics: topics,
                  defaultBranch: defaultBranch, license: license, visibility: visibility,
                  isArchived: isArchived, createdAt: createdAt, updatedAt: updatedAt, pushedAt: pushedAt)
    }
}
