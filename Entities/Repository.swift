#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A GitHub repository, as search results and `GET /repos/OWNER/REPO` describe it.
///
/// Fields that older responses lack (the 2014 search pages have no `topics`, `license`,
/// `visibility` or `archived`) or that GitHub sends as null are optional.
public struct Repository: Equatable, Sendable {
    public var id: Int
    public var name: String
    public var fullName: String
    public var owner: User
    public var isPrivate: Bool?
    public var description: String?
    public var isFork: Bool
    public var htmlURL: String
    public var cloneURL: String?
    public var homepage: String?
    public var stargazersCount: Int
    public var forksCount: Int
    /// `watchers_count` mirrors the star count in GitHub's API; real watchers are `subscribers_count`.
    public var watchersCount: Int?
    public var subscribersCount: Int?
    public var openIssuesCount: Int
    public var language: String?
    public var topics: [String]?
    public var defaultBranch: String?
    public var license: License?
    public var visibility: String?
    public var isArchived: Bool?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var pushedAt: Date?

    public init(
        id: Int, name: String, fullName: String, owner: User, isPrivate: Bool? = false,
        description: String? = nil, isFork: Bool = false, htmlURL: String, cloneURL: String? = nil,
        homepage: String? = nil, stargazersCount: Int = 0, forksCount: Int = 0,
        watchersCount: Int? = nil, subscribersCount: Int? = nil, openIssuesCount: Int = 0,
        language: String? = nil, topics: [String]? = nil, defaultBranch: String? = nil,
        license: License? = nil, visibility: String? = nil, isArchived: Bool? = nil,
        createdAt: Date? = nil, updatedAt: Date? = nil, pushedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.fullName = fullName
        self.owner = owner
        self.isPrivate = isPrivate
        self.description = description
        self.isFork = isFork
        self.htmlURL = htmlURL
        self.cloneURL = cloneURL
        self.homepage = homepage
        self.stargazersCount = stargazersCount
        self.forksCount = forksCount
        self.watchersCount = watchersCount
        self.subscribersCount = subscribersCount
        self.openIssuesCount = openIssuesCount
        self.language = language
        self.topics = topics
        self.defaultBranch = defaultBranch
        self.license = license
        self.visibility = visibility
        self.isArchived = isArchived
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.pushedAt = pushedAt
    }
}
