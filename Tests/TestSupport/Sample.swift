#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases

/// Repositories and result pages for tests, shaped like the recorded fixtures
/// (/work/shared/fixtures/github).
public enum Sample {
    /// The tests' "now".
    public static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// A made-up repository `owner<index>/repo<index>`.
    public static func repository(_ index: Int, description: String? = nil, stars: Int = 12_345,
                                  language: String? = "Swift") -> Repository {
        Repository(
            id: index, name: "repo\(index)", fullName: "owner\(index)/repo\(index)",
            owner: User(login: "owner\(index)", id: index, type: "User"),
            description: description ?? "Description number \(index)",
            htmlURL: "https://github.com/owner\(index)/repo\(index)",
            stargazersCount: stars, language: language,
            updatedAt: now.addingTimeInterval(-3 * 86_400))
    }

    /// A minimal repository named `fullName` ("owner/name").
    public static func repository(fullName: String) -> Repository {
        let parts = fullName.split(separator: "/").map(String.init)
        return Repository(id: 1, name: parts[1], fullName: fullName, owner: User(login: parts[0], id: 2),
                          htmlURL: "https://github.com/\(fullName)")
    }

    /// kennethreitz/legit as a search result (the fixtures' detail example).
    public static var legit: Repository {
        Repository(
            id: 1951148, name: "legit", fullName: "kennethreitz/legit",
            owner: User(login: "kennethreitz", id: 119893, type: "User"),
            description: "Git for Humans, Inspired by GitHub for Mac™.",
            htmlURL: "https://github.com/kennethreitz/legit",
            cloneURL: "https://github.com/kennethreitz/legit.git",
            homepage: "http://www.git-legit.org/",
            stargazersCount: 3036, forksCount: 118, watchersCount: 3036, openIssuesCount: 56,
            language: "Python", defaultBranch: "develop",
            createdAt: now.addingTimeInterval(-5 * 365 * 86_400),
            updatedAt: now.addingTimeInterval(-3 * 86_400),
            pushedAt: now.addingTimeInterval(-2 * 3_600))
    }

    /// Page `page` of a search: `count` made-up repositories numbered from `(page - 1) * 100`.
    public static func page(query: String, page: Int, count: Int, total: Int, hasNext: Bool = true,
                            rateLimit: RateLimit? = RateLimit(limit: 30, remaining: 29)) -> SearchResults {
        let first = (page - 1) * 100
        return SearchResults(
            query: query, page: page, totalCount: total, incompleteResults: false,
            repositories: (first..<(first + count)).map { repository($0) },
            links: PageLinks(next: hasNext ? page + 1 : nil, last: hasNext ? 10 : nil),
            rateLimit: rateLimit)
    }
}
