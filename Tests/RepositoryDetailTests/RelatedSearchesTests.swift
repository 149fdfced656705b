import Entities
import Usecases
@testable import RepositoryDetailPresenter
import XCTest

/// The lists `u`, `t` and `L` open from a repository.
final class RelatedSearchesTests: XCTestCase {
    private func repository(owner: String, type: String, language: String? = "Python") -> Repository {
        Repository(id: 1, name: "legit", fullName: "\(owner)/legit", owner: User(login: owner, id: 2, type: type),
                   htmlURL: "https://github.com/\(owner)/legit", stargazersCount: 1, language: language)
    }

    func testOwnerOfAUserRepositoryIsAUserSearchByStars() {
        XCTAssertEqual(RelatedSearches.owner(of: repository(owner: "kennethreitz", type: "User")),
                       RepositorySearch(query: "user:kennethreitz", sort: .stars, order: .desc))
    }

    func testOwnerOfAnOrganisationRepositoryIsAnOrgSearch() {
        XCTAssertEqual(RelatedSearches.owner(of: repository(owner: "octokit", type: "Organization")).query, "org:octokit")
    }

    func testTopicSearch() {
        XCTAssertEqual(RelatedSearches.topic("command-line"), RepositorySearch(query: "topic:command-line"))
        XCTAssertEqual(RelatedSearches.topic("a b\"c").query, "topic:abc", "nothing a stranger sends widens the query")
    }

    func testLanguageNarrowsTheCurrentQueryKeepingItsSort() {
        let current = RepositorySearch(query: "tetris language:go stars:>10", sort: .forks, order: .asc)
        XCTAssertEqual(RelatedSearches.language("Jupyter Notebook", narrowing: current),
                       RepositorySearch(query: "tetris stars:>10 language:\"Jupyter Notebook\"", sort: .forks, order: .asc))
        XCTAssertEqual(RelatedSearches.language("Python", narrowing: nil), RepositorySearch(query: "language:\"Python\""))
    }
}
