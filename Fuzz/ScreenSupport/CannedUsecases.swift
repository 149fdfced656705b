#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Entities
import Usecases

/// Use cases answering at once with a fixed search page, repository, languages and README
/// shaped like the recorded fixtures (a cached copy first, then GitHub's), for the key fuzzer.
@MainActor
public final class CannedUsecases: SearchRepositoryUsecase, RepositoryUsecase, RepositoryLanguagesUsecase,
    RepositoryReadmeUsecase {
    public init() {}

    /// kennethreitz/legit, with topics, a licence and dates.
    public static let repository = Repository(
        id: 1_951_148, name: "legit", fullName: "kennethreitz/legit",
        owner: User(login: "kennethreitz", id: 119_893, type: "User"),
        description: "Git for Humans, Inspired by GitHub for Mac™.", htmlURL: "https://github.com/kennethreitz/legit",
        cloneURL: "https://github.com/kennethreitz/legit.git", homepage: "http://www.git-legit.org/",
        stargazersCount: 3036, forksCount: 118, watchersCount: 3036, openIssuesCount: 56, language: "Python",
        topics: ["git", "cli", "python"], defaultBranch: "develop",
        createdAt: FixedDate.now.addingTimeInterval(-5 * 365 * 86_400),
        updatedAt: FixedDate.now.addingTimeInterval(-3 * 86_400), pushedAt: FixedDate.now.addingTimeInterval(-7_200))

    /// A README with headings, links (two in a row to one address), a list, code and a table.
    public static let readme = Array("""
        # Legit

        [![Build](https://img.example/b.svg)](https://ci.example) [docs](https://docs.example) [docs](https://docs.example)

        ## Install

        ```
        $ pip install legit
        ```

        - one [link](#install) and `code`
        - two ★ 雪 e\u{301}

        | a | b |
        |---|---|
        | 1 | 2 |

        Footnote[^1].

        [^1]: The note.
        """.utf8)

    public func search(query: String, page: Int, options: SearchOptions, freshness: AnswerFreshness,
                       completion: @escaping @MainActor (Result<CachedThenFresh<SearchResults>, GitHubError>) -> Void)
        -> Cancellable {
        let repositories = (0..<12).map { index in
            var repository = Self.repository
            repository.id = index
            repository.fullName = "owner\(index)/repository-with-a-long-name-\(index)"
            repository.stargazersCount = index * 9_999
            return repository
        }
        let results = SearchResults(query: query, page: page, totalCount: 48, incompleteResults: false,
                                    repositories: repositories, links: PageLinks(next: page < 4 ? page + 1 : nil, last: 4),
                                    rateLimit: RateLimit(limit: 30, remaining: 29 - page))
        answer(results, freshness: freshness, completion: completion)
        return Done()
    }

    public func fetchRepository(fullName: String, freshness: AnswerFreshness,
                                completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        answer(RepositoryAnswer(repository: Self.repository, rateLimit: RateLimit(limit: 60, remaining: 50)),
               freshness: freshness, completion: completion)
        return Done()
    }

    public func fetchLanguages(fullName: String, freshness: AnswerFreshness,
                               completion: @escaping @MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void)
        -> Cancellable {
        answer(RepositoryLanguages([LanguageBytes(name: "Python", bytes: 90_000), LanguageBytes(name: "Shell", bytes: 1_200)]),
               freshness: freshness, completion: completion)
        return Done()
    }

    public func fetchReadme(fullName: String, ref: String?, freshness: AnswerFreshness,
                            completion: @escaping @MainActor (Result<CachedThenFresh<ReadmeAnswer>, GitHubError>) -> Void)
        -> Cancellable {
        answer(.readme(bytes: Self.readme, fileName: "README.md", htmlURL: "https://github.com/kennethreitz/legit"),
               freshness: freshness, completion: completion)
        return Done()
    }

    private func answer<Value: Sendable>(_ value: Value, freshness: AnswerFreshness,
                                         completion: @escaping @MainActor (Result<CachedThenFresh<Value>, GitHubError>) -> Void) {
        if freshness == .cachedThenFresh { completion(.success(.cached(value, fetchedAt: FixedDate.now, age: 7_200))) }
        completion(.success(.fresh(value, source: .network)))
    }

    /// Work already done: cancelling it does nothing.
    final class Done: Cancellable {
        func cancel() {}
    }
}
