import APIClient
import Entities
import Usecases
import Foundation
import Interactors
import TestSupport
import XCTest

final class RepositoryReadmeInteractorTests: XCTestCase, @unchecked Sendable {
    private let client = ReadmeGitHubFake()

    @MainActor
    private func fetch(_ fullName: String = "junegunn/fzf",
                       scheduler: WorkScheduler = InlineScheduler()) -> Result<ReadmeAnswer, GitHubError>? {
        let interactor = RepositoryReadmeInteractor(client: client, scheduler: scheduler)
        var answer: Result<ReadmeAnswer, GitHubError>?
        interactor.fetchReadme(fullName: fullName) { answer = $0 }
        return answer
    }

    func testAsksForTheReadmeOfOwnerAndRepository() {
        onMainActor {
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", content: ""))
            _ = fetch("junegunn/fzf")
            let request = client.requests.first as? GitHubAPI.Readme
            XCTAssertEqual(try? request?.path, "/repos/junegunn/fzf/readme")
            XCTAssertEqual(request?.accept, "application/vnd.github+json")
        }
    }

    func testBase64BrokenIntoLinesDecodesToTheFilesBytes() {
        onMainActor {
            let text = "# fzf\n\nA command-line fuzzy finder — 日本語 too.\n"
            let base64 = Data(text.utf8).base64EncodedString()
            let lines = stride(from: 0, to: base64.count, by: 60).map { start -> String in
                let from = base64.index(base64.startIndex, offsetBy: start)
                return String(base64[from..<(base64.index(from, offsetBy: 60, limitedBy: base64.endIndex) ?? base64.endIndex)])
            }.joined(separator: "\n") + "\n"
            client.readmeAnswer = .success(Readme(
                name: "README.md", path: "README.md", htmlURL: "https://github.com/junegunn/fzf/blob/HEAD/README.md",
                content: lines))
            XCTAssertEqual(fetch(), .success(.readme(bytes: Array(text.utf8), fileName: "README.md",
                                                     htmlURL: "https://github.com/junegunn/fzf/blob/HEAD/README.md")))
        }
    }

    func testNotFoundMeansTheRepositoryHasNoReadmeNotAnError() {
        onMainActor {
            client.readmeAnswer = .failure(.notFound(message: "Not Found"))
            XCTAssertEqual(fetch(), .success(.noReadme))
        }
    }

    func testOtherFailuresArePassedThrough() {
        onMainActor {
            let limit = RateLimit(limit: 60, remaining: 0, resetAt: Date(timeIntervalSince1970: 1_700_000_000))
            client.readmeAnswer = .failure(.rateLimited(limit))
            XCTAssertEqual(fetch(), .failure(.rateLimited(limit)))
            client.readmeAnswer = .failure(.transport(.connectionRefused))
            XCTAssertEqual(fetch(), .failure(.transport(.connectionRefused)))
        }
    }

    func testOfflineTheReadmeStoredInTheCacheIsShown() {
        onMainActor {
            let text = "# stored\n"
            client.readmeAnswer = .failure(.transport(.connectionRefused))
            client.storedReadme = Readme(name: "README.md", path: "README.md",
                                         htmlURL: "https://github.com/o/r/blob/main/README.md",
                                         content: Data(text.utf8).base64EncodedString())
            XCTAssertEqual(fetch("o/r"), .success(.readme(bytes: Array(text.utf8), fileName: "README.md",
                                                          htmlURL: "https://github.com/o/r/blob/main/README.md")))
        }
    }

    func testGitHubsOwnErrorsAreNotHiddenByTheStoredCopy() {
        onMainActor {
            client.storedReadme = Readme(name: "README.md", path: "README.md", content: "")
            client.readmeAnswer = .failure(.serverError(status: 502, message: nil))
            XCTAssertEqual(fetch(), .failure(.serverError(status: 502, message: nil)))
        }
    }

    func testBase64ThatDoesNotDecodeIsAnUndecodableBody() {
        onMainActor {
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", content: "!!!*"))
            guard case .failure(.undecodable(let reason))? = fetch() else {
                return XCTFail("expected undecodable")
            }
            XCTAssertTrue(reason.contains("README.md"), reason)
        }
    }

    func testAFileTooLargeForTheEnvelopeIsFetchedRaw() {
        onMainActor {
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md",
                                                  htmlURL: "https://github.com/o/r/blob/main/README.md",
                                                  encoding: "none", content: "", size: 2_000_000))
            client.rawReadmeAnswer = .success(Data("big".utf8))
            XCTAssertEqual(fetch("o/r"), .success(.readme(bytes: Array("big".utf8), fileName: "README.md",
                                                          htmlURL: "https://github.com/o/r/blob/main/README.md")))
            let raw = client.requests.last as? GitHubAPI.RawReadme
            XCTAssertEqual(try? raw?.path, "/repos/o/r/readme")
            XCTAssertEqual(raw?.accept, "application/vnd.github.raw+json")
        }
    }

    func testANameWithoutOwnerIsRefusedWithoutARequest() {
        onMainActor {
            guard case .failure(.notFound)? = fetch("no-slash") else { return XCTFail("expected notFound") }
            XCTAssertTrue(client.requests.isEmpty)
        }
    }

    func testACancelledFetchNeverAnswers() {
        onMainActor {
            client.readmeAnswer = .success(Readme(name: "README.md", path: "README.md", content: ""))
            let scheduler = HeldScheduler()
            let interactor = RepositoryReadmeInteractor(client: client, scheduler: scheduler)
            var answered = false
            let handle = interactor.fetchReadme(fullName: "a/b") { _ in answered = true }
            handle.cancel()
            scheduler.releaseAll()
            XCTAssertFalse(answered)
        }
    }
}

final class RepositoryLanguagesInteractorTests: XCTestCase, @unchecked Sendable {
    private let client = ReadmeGitHubFake()

    func testAsksForTheLanguagesAndAnswersInGitHubsOrder() {
        onMainActor {
            let languages = RepositoryLanguages([LanguageBytes(name: "Shell", bytes: 673),
                                                 LanguageBytes(name: "Python", bytes: 127_266)])
            client.languagesAnswer = .success(languages)
            let interactor = RepositoryLanguagesInteractor(client: client, scheduler: InlineScheduler())
            var answer: Result<RepositoryLanguages, GitHubError>?
            interactor.fetchLanguages(fullName: "PyGithub/PyGithub") { answer = $0 }
            XCTAssertEqual(try? (client.requests.first as? GitHubAPI.Languages)?.path, "/repos/PyGithub/PyGithub/languages")
            XCTAssertEqual(answer, .success(languages))
        }
    }

    func testFailuresArePassedThrough() {
        onMainActor {
            client.languagesAnswer = .failure(.serverError(status: 502, message: nil))
            let interactor = RepositoryLanguagesInteractor(client: client, scheduler: InlineScheduler())
            var answer: Result<RepositoryLanguages, GitHubError>?
            interactor.fetchLanguages(fullName: "a/b") { answer = $0 }
            XCTAssertEqual(answer, .failure(.serverError(status: 502, message: nil)))
        }
    }

    func testOfflineTheLanguagesStoredInTheCacheAreShown() {
        onMainActor {
            let stored = RepositoryLanguages([LanguageBytes(name: "Go", bytes: 10)])
            client.languagesAnswer = .failure(.transport(.cutOff))
            client.storedLanguages = stored
            let interactor = RepositoryLanguagesInteractor(client: client, scheduler: InlineScheduler())
            var answer: Result<RepositoryLanguages, GitHubError>?
            interactor.fetchLanguages(fullName: "a/b") { answer = $0 }
            XCTAssertEqual(answer, .success(stored))
        }
    }

    func testACancelledFetchNeverAnswers() {
        onMainActor {
            client.languagesAnswer = .success(RepositoryLanguages())
            let scheduler = HeldScheduler()
            let interactor = RepositoryLanguagesInteractor(client: client, scheduler: scheduler)
            var answered = false
            interactor.fetchLanguages(fullName: "a/b") { _ in answered = true }.cancel()
            scheduler.releaseAll()
            XCTAssertFalse(answered)
        }
    }
}
