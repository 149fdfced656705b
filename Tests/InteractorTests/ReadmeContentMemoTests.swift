import APIClient
import Entities
import Foundation
@testable import Interactors
import TestSupport
import Usecases
import XCTest

/// A README's stored envelope and the one a 304 then confirms are decoded once
/// (`ReadmeContentMemo`): every answer still carries the bytes of its own envelope.
final class ReadmeContentMemoTests: XCTestCase, @unchecked Sendable {
    private let client = ReadmeGitHubFake()

    private static func envelope(_ text: String) -> Readme {
        Readme(name: "README.md", path: "README.md", htmlURL: "https://github.com/o/r/blob/main/README.md",
               content: Data(text.utf8).base64EncodedString(options: .lineLength64Characters) + "\n")
    }

    private static func answer(_ text: String) -> ReadmeAnswer {
        .readme(bytes: Array(text.utf8), fileName: "README.md", htmlURL: "https://github.com/o/r/blob/main/README.md")
    }

    /// Both answers of a "cached now, fresh later" fetch.
    @MainActor
    private func answers() -> [Result<CachedThenFresh<ReadmeAnswer>, GitHubError>] {
        let interactor = RepositoryReadmeInteractor(client: client, scheduler: InlineScheduler())
        var answers: [Result<CachedThenFresh<ReadmeAnswer>, GitHubError>] = []
        interactor.fetchReadme(fullName: "o/r", freshness: .cachedThenFresh) { answers.append($0) }
        return answers
    }

    func testTheStoredReadmeAndTheOneA304ConfirmsCarryTheSameBytes() {
        onMainActor {
            let text = String(repeating: "| a | table | row |\n", count: 4_000)
            client.storedReadme = Self.envelope(text)
            client.readmeAnswer = .success(Self.envelope(text))
            client.source = .revalidated
            let answers = answers()
            XCTAssertEqual(answers.count, 2)
            guard case .success(.cached(let stored, _, _))? = answers.first,
                  case .success(.fresh(let fresh, source: .revalidated))? = answers.last else {
                return XCTFail("\(answers)")
            }
            XCTAssertEqual(stored, Self.answer(text))
            XCTAssertEqual(fresh, Self.answer(text))
        }
    }

    func testANewerReadmeThanTheStoredOneCarriesItsOwnBytes() {
        onMainActor {
            client.storedReadme = Self.envelope("# stored\n")
            client.readmeAnswer = .success(Self.envelope("# current\n"))
            let answers = answers()
            guard case .success(.cached(let stored, _, _))? = answers.first,
                  case .success(.fresh(let fresh, source: .network))? = answers.last else {
                return XCTFail("\(answers)")
            }
            XCTAssertEqual(stored, Self.answer("# stored\n"))
            XCTAssertEqual(fresh, Self.answer("# current\n"))
        }
    }

    func testOnlyTheSameEncodingAndContentTakeTheBytesDecodedBefore() {
        let memo = ReadmeContentMemo()
        var readme = Readme(name: "README.md", path: "README.md", content: "aGk=")
        XCTAssertEqual(memo.content(of: readme), .bytes(Array("hi".utf8)))
        XCTAssertEqual(memo.content(of: readme), .bytes(Array("hi".utf8)))
        readme.encoding = "utf-8"
        XCTAssertEqual(memo.content(of: readme), .bytes(Array("aGk=".utf8)), "the same content in another encoding")
        readme.encoding = "base64"
        readme.content = "aGV5"
        XCTAssertEqual(memo.content(of: readme), .bytes(Array("hey".utf8)))
        readme.content = "!!!*"
        readme.name = "README.rst"
        XCTAssertEqual(memo.content(of: readme), .undecodable("README.rst: the base64 content does not decode"))
        readme.name = "README.md"
        XCTAssertEqual(memo.content(of: readme), .undecodable("README.md: the base64 content does not decode"),
                       "a failure is not kept")
        readme.encoding = "none"
        readme.content = ""
        XCTAssertEqual(memo.content(of: readme), .tooLargeForEnvelope)
    }
}
