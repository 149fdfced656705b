import APIClient
import Entities
import Foundation
import XCTest

/// The entities read what GitHub actually sent, with the reader `GitHubClient` uses.
final class FixtureDecodingTests: XCTestCase {

    /// What each recorded exchange is; a new fixture must be added here, so none goes untested.
    private enum Kind {
        case searchPage, repository, errorBody, languages
    }

    private func kind(of name: String) -> Kind? {
        if name.hasPrefix("search-repositories-") { return .searchPage }
        if name.hasPrefix("error-") { return .errorBody }
        if name == "repository-languages" { return .languages }
        if name.hasPrefix("repository-") { return .repository }
        return nil
    }

    func testEveryRepositoryAndSearchFixtureDecodes() throws {
        let names = try FixtureFiles.names()
        XCTAssertGreaterThanOrEqual(names.count, 10)
        var decoded = 0
        for name in names {
            let body = try FixtureFiles.body(name)
            switch kind(of: name) {
            case .searchPage:
                XCTAssertNoThrow(try SearchPage.read(from: body), name)
                decoded += 1
            case .repository:
                XCTAssertNoThrow(try Repository.read(from: body), name)
                decoded += 1
            case .errorBody:
                // Not an entity: the message becomes the GitHubError's (`error-404-…` is a 404).
                let status = Int(name.split(separator: "-")[1]) ?? 0
                let error = GitHubErrorMapper.error(for: HTTPResponse(status: status, headers: HTTPHeaders(), body: body))
                XCTAssertNotEqual(error, .unexpectedStatus(status: status, message: nil), name)
            case .languages:
                XCTAssertFalse(try RepositoryLanguages.read(from: body).languages.isEmpty, name)
            case nil:
                XCTFail("fixture \(name) is not classified: decide which entity it is")
            }
        }
        XCTAssertEqual(decoded, 4)
    }

    func testFirstSearchPage() throws {
        let page = try SearchPage.read(from: FixtureFiles.body("search-repositories-page1"))
        XCTAssertEqual(page.totalCount, 2723)
        XCTAssertNil(page.incompleteResults, "the 2014 recording has no incomplete_results")
        XCTAssertEqual(page.items.count, 30)

        let legit = try XCTUnwrap(page.items.first)
        XCTAssertEqual(legit.fullName, "kennethreitz/legit")
        XCTAssertEqual(legit.name, "legit")
        XCTAssertEqual(legit.id, 1_951_148)
        XCTAssertEqual(legit.owner.login, "kennethreitz")
        XCTAssertEqual(legit.owner.type, "User")
        XCTAssertEqual(legit.description, "Git for Humans, Inspired by GitHub for Mac™.")
        XCTAssertEqual(legit.htmlURL, "https://github.com/kennethreitz/legit")
        XCTAssertEqual(legit.cloneURL, "https://github.com/kennethreitz/legit.git")
        XCTAssertEqual(legit.homepage, "http://www.git-legit.org/")
        XCTAssertEqual(legit.stargazersCount, 3036)
        XCTAssertEqual(legit.forksCount, 118)
        XCTAssertEqual(legit.openIssuesCount, 56)
        XCTAssertEqual(legit.language, "Python")
        XCTAssertEqual(legit.defaultBranch, "develop")
        XCTAssertEqual(legit.isFork, false)
        XCTAssertNil(legit.topics, "2014 responses have no topics")
        XCTAssertNil(legit.license)
        XCTAssertNil(legit.visibility)
        XCTAssertEqual(legit.createdAt, Date(timeIntervalSince1970: 1_308_981_498))
        XCTAssertEqual(legit.updatedAt, Date(timeIntervalSince1970: 1_390_844_372))
    }

    func testSecondSearchPageContinuesTheFirst() throws {
        let first = try SearchPage.read(from: FixtureFiles.body("search-repositories-page1"))
        let second = try SearchPage.read(from: FixtureFiles.body("search-repositories-page2"))
        XCTAssertEqual(second.items.count, 30)
        XCTAssertEqual(second.items.first?.fullName, "logsol/Github-Auto-Deploy")
        XCTAssertTrue(Set(first.items.map(\.id)).isDisjoint(with: second.items.map(\.id)))
    }

    func testEmptySearchPage() throws {
        let page = try SearchPage.read(from: FixtureFiles.body("search-repositories-empty"))
        XCTAssertEqual(page.totalCount, 0)
        XCTAssertEqual(page.incompleteResults, false)
        XCTAssertEqual(page.items, [])
    }

    func testModernRepository() throws {
        let repository = try Repository.read(from: FixtureFiles.body("repository-hello-world"))
        XCTAssertEqual(repository.fullName, "octokit-fixture-org/hello-world")
        XCTAssertEqual(repository.owner.login, "octokit-fixture-org")
        XCTAssertEqual(repository.owner.type, "Organization")
        XCTAssertEqual(repository.topics, ["fixtures", "hello", "hello-world"])
        XCTAssertEqual(repository.visibility, "public")
        XCTAssertNil(repository.license)
        XCTAssertNil(repository.description)
        XCTAssertNil(repository.homepage)
        XCTAssertNil(repository.language)
        XCTAssertEqual(repository.isArchived, false)
        XCTAssertEqual(repository.isPrivate, false)
        XCTAssertEqual(repository.subscribersCount, 42)
        XCTAssertEqual(repository.defaultBranch, "master")
        XCTAssertEqual(repository.cloneURL, "https://github.com/octokit-fixture-org/hello-world.git")
        XCTAssertEqual(repository.pushedAt, Date(timeIntervalSince1970: 1_507_651_200))
    }

    func testLicenseDecodesWhenPresent() throws {
        let json = """
        {"id":1,"name":"r","full_name":"o/r","owner":{"login":"o","id":2},"fork":false,
         "html_url":"https://github.com/o/r","stargazers_count":1,"forks_count":0,"open_issues_count":0,
         "license":{"key":"mit","name":"MIT License","spdx_id":"MIT","url":null}}
        """
        let repository = try Repository.read(from: Data(json.utf8))
        XCTAssertEqual(repository.license, License(key: "mit", name: "MIT License", spdxID: "MIT"))
        XCTAssertNil(repository.createdAt)
    }

    func testAThousandRepositoriesDecode() throws {
        // The largest answer the app asks for is 100 items; this is ten of those in one go.
        let page1 = try JSONSerialization.jsonObject(with: FixtureFiles.body("search-repositories-page1")) as? [String: Any]
        let page2 = try JSONSerialization.jsonObject(with: FixtureFiles.body("search-repositories-page2")) as? [String: Any]
        let recorded = ((page1?["items"] as? [Any]) ?? []) + ((page2?["items"] as? [Any]) ?? [])
        XCTAssertEqual(recorded.count, 60)
        let items = (0..<1000).map { recorded[$0 % recorded.count] }
        let body = try JSONSerialization.data(withJSONObject: ["total_count": 2723, "items": items])
        let page = try SearchPage.read(from: body)
        XCTAssertEqual(page.items.count, 1000)
        XCTAssertEqual(page.items[60].fullName, "kennethreitz/legit")
    }
}
