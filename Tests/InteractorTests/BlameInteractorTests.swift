import APIClient
import Entities
@testable import Interactors
import TestSupport
import Usecases
import XCTest

/// The blame use case over a scripted client (issue 29): the stored blame first, then GitHub's;
/// GitHub's "no" answered as it is; a name that is no repository never sent.
@MainActor
final class BlameInteractorTests: XCTestCase {
    private let github = ScriptedGitHub()
    private let blame = Blame(ranges: [BlameRange(startingLine: 1, endingLine: 3, age: 2,
                                                  commit: BlameCommit(oid: String(repeating: "a", count: 40)))])

    private func fetch(_ fullName: String = "o/r", freshness: AnswerFreshness = .cachedThenFresh) -> [String] {
        var answers: [String] = []
        BlameInteractor(client: github, scheduler: InlineScheduler())
            .fetchBlame(fullName: fullName, path: "a.py", ref: "main", freshness: freshness) { result in
                switch result {
                case .success(.cached(let value, _, _)): answers.append("cached \(value.ranges.count)")
                case .success(.fresh(let value, let source)): answers.append("fresh \(source) \(value.ranges.count)")
                case .failure(let error): answers.append("failed \(error)")
                }
            }
        return answers
    }

    func testTheStoredBlameThenGitHubsThroughGraphQL() async {
        github.store("/graphql", Blame(ranges: []))
        github.answer("/graphql", with: blame)
        XCTAssertEqual(fetch(), ["cached 0", "fresh network 1"])
        XCTAssertEqual(github.sentTargets, ["/graphql"])
    }

    func testGitHubsNoIsAnsweredAsItIs() async {
        github.fail("/graphql", with: .notFound(message: "no such file"))
        XCTAssertEqual(fetch(freshness: .refreshNow), ["failed notFound(message: \"no such file\")"])
    }

    func testANameThatIsNoRepositoryIsNeverSent() async {
        XCTAssertEqual(fetch("not-a-repository").count, 1)
        XCTAssertTrue(github.sentTargets.isEmpty)
    }
}
