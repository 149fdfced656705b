import Entities
import Usecases
import PresentationKit
import XCTest

final class RepositoryVisibilityTests: XCTestCase {
    private func repository(isPrivate: Bool?, visibility: String?) -> Repository {
        Repository(id: 1, name: "r", fullName: "o/r", owner: User(login: "o", id: 2), isPrivate: isPrivate,
                   htmlURL: "https://github.com/o/r", visibility: visibility)
    }

    func testGitHubsVisibilityWins() {
        XCTAssertEqual(RepositoryFacts.visibility(of: repository(isPrivate: true, visibility: "internal")), "internal")
    }

    func testWithoutItThePrivateFlagDecides() {
        XCTAssertEqual(RepositoryFacts.visibility(of: repository(isPrivate: true, visibility: nil)), "private")
        XCTAssertEqual(RepositoryFacts.visibility(of: repository(isPrivate: false, visibility: nil)), "public")
    }

    func testWithNeitherItIsPublicButNotAKnownFact() {
        let unknown = repository(isPrivate: nil, visibility: nil)
        XCTAssertEqual(RepositoryFacts.visibility(of: unknown), "public")
        XCTAssertNil(RepositoryFacts.knownVisibility(of: unknown))
        XCTAssertFalse(RepositoryFacts.facts(for: unknown, now: Date()).contains { $0.label == "Visibility" })
        XCTAssertTrue(RepositoryFacts.facts(for: repository(isPrivate: true, visibility: nil), now: Date())
            .contains(RepositoryFacts.Fact("Visibility", "private")))
    }
}
