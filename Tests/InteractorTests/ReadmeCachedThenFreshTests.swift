import APIClient
import Entities
import Usecases
import Foundation
import Interactors
import ResponseCache
import TestSupport
import XCTest

/// The README and languages use cases "cached now, fresh later" (the detail screen) and
/// refreshed now (`r`), with a fake client whose cache the test fills.
final class ReadmeCachedThenFreshTests: XCTestCase, @unchecked Sendable {
    private let client = ReadmeGitHubFake()

    private static func envelope(_ text: String) -> Readme {
        Readme(name: "README.md", path: "README.md", htmlURL: "https://github.com/a/b/blob/HEAD/README.md",
               encoding: "base64", content: Data(text.utf8).base64EncodedString())
    }

    /// Every answer of a README fetch under `freshness`, as "cached TEXT", "fresh TEXT from SOURCE",
    /// "fresh no README" or "failed ERROR".
    @MainActor
    private func readmeAnswers(_ freshness: AnswerFreshness) -> [String] {
        readmeAnswersFor("a/b", freshness: freshness)
    }

    @MainActor
    private func readmeAnswersFor(_ fullName: String, freshness: AnswerFreshness = .cachedThenFresh) -> [String] {
        var answers: [String] = []
        RepositoryReadmeInteractor(client: client, scheduler: InlineScheduler())
            .fetchReadme(fullName: fullName, freshness: freshness) { answer in
                switch answer {
                case .success(.cached(let readme, _, let age)): answers.append("cached \(Self.text(readme)) \(Int(age))s old")
                case .success(.fresh(let readme, let source)): answers.append("fresh \(Self.text(readme)) from \(source)")
                case .failure(let error): answers.append("failed \(error)")
                }
            }
        return answers
    }

    private static func text(_ answer: ReadmeAnswer) -> String {
        switch answer {
        case .readme(let bytes, _, _): return String(decoding: bytes, as: UTF8.self)
        case .noReadme: return "no README"
        }
    }

    func testTheStoredReadmeAnswersFirstThenGitHubs() {
        onMainActor {
            client.storedReadme = Self.envelope("old")
            client.readmeAnswer = .success(Self.envelope("new"))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh), ["cached old 7200s old", "fresh new from network"])
            XCTAssertEqual(client.freshnesses, [.useFresh], "GitHub is asked under HTTP's rules: conditionally when stale")
        }
    }

    func testAFreshStoredReadmeAnswersOnceWithoutASecondCopy() {
        onMainActor {
            client.storedReadme = Self.envelope("stored")
            client.storedIsFresh = true
            client.source = .cache
            client.readmeAnswer = .success(Self.envelope("stored"))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh), ["fresh stored from cache"])
        }
    }

    func testAReadmeTooLargeForTheEnvelopeComesFromTheStoredRawBytes() {
        onMainActor {
            client.storedReadme = Readme(name: "README.md", path: "README.md", encoding: "none", content: "")
            client.storedRawReadme = Data("big file".utf8)
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", encoding: "none", content: ""))
            client.rawReadmeAnswer = .success(Data("bigger file".utf8))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh), ["cached big file 7200s old", "fresh bigger file from network"])
            XCTAssertEqual(client.freshnesses, [.useFresh, .useFresh])
        }
    }

    func testWithoutTheStoredRawBytesOnlyGitHubAnswers() {
        onMainActor {
            client.storedReadme = Readme(name: "README.md", path: "README.md", encoding: "none", content: "")
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", encoding: "none", content: ""))
            client.rawReadmeAnswer = .success(Data("raw".utf8))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh), ["fresh raw from network"])
        }
    }

    func testOfflineTheStoredReadmeIsFollowedByTheFailure() {
        onMainActor {
            client.storedReadme = Self.envelope("old")
            client.readmeAnswer = .failure(.transport(.connectionRefused))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh),
                           ["cached old 7200s old", "failed \(GitHubError.transport(.connectionRefused))"])
        }
    }

    func testA404IsNoReadme() {
        onMainActor {
            client.readmeAnswer = .failure(.notFound(message: "Not Found"))
            XCTAssertEqual(readmeAnswers(.cachedThenFresh), ["fresh no README from network"])
        }
    }

    func testRefreshNowRevalidatesAndSkipsTheStoredCopy() {
        onMainActor {
            client.storedReadme = Self.envelope("old")
            client.source = .revalidated
            client.readmeAnswer = .success(Self.envelope("old"))
            XCTAssertEqual(readmeAnswers(.refreshNow), ["fresh old from revalidated"])
            XCTAssertEqual(client.freshnesses, [.revalidate])
        }
    }

    func testLanguagesAnswerStoredFirstThenGitHubsAndRefreshNowRevalidates() {
        onMainActor {
            client.storedLanguages = RepositoryLanguages([LanguageBytes(name: "Go", bytes: 1)])
            client.languagesAnswer = .success(RepositoryLanguages([LanguageBytes(name: "Rust", bytes: 2)]))
            let interactor = RepositoryLanguagesInteractor(client: client, scheduler: InlineScheduler())
            var answers: [String] = []
            let record: @MainActor (Result<CachedThenFresh<RepositoryLanguages>, GitHubError>) -> Void = { answer in
                switch answer {
                case .success(.cached(let languages, _, _)): answers.append("cached \(languages.languages.map(\.name))")
                case .success(.fresh(let languages, _)): answers.append("fresh \(languages.languages.map(\.name))")
                case .failure(let error): answers.append("failed \(error)")
                }
            }
            interactor.fetchLanguages(fullName: "a/b", freshness: .cachedThenFresh, completion: record)
            XCTAssertEqual(answers, ["cached [\"Go\"]", "fresh [\"Rust\"]"])
            answers = []
            interactor.fetchLanguages(fullName: "a/b", freshness: .refreshNow, completion: record)
            XCTAssertEqual(answers, ["fresh [\"Rust\"]"])
            XCTAssertEqual(client.freshnesses, [.useFresh, .revalidate])
            XCTAssertEqual(try? (client.requests.last as? GitHubAPI.Languages)?.path, "/repos/a/b/languages")
        }
    }

    func testAMalformedNameFailsWithoutARequest() {
        onMainActor {
            XCTAssertEqual(readmeAnswersFor("nope"), ["failed \(GitHubError.notFound(message: "“nope” is not a repository: expected OWNER/REPO"))"])
            XCTAssertTrue(client.requests.isEmpty)
        }
    }
}
