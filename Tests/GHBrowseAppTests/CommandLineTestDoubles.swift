import APIClient
import Entities
import Usecases
import Foundation
@testable import GHBrowseApp
import Interactors
import ResponseCache
import Synchronization

/// A `GitHubRequestable` answering from canned results, recording every request it was sent.
final class FakeGitHub: GitHubRequestable {
    private struct State {
        var searchAnswers: [Int: Result<GitHubResponse<SearchPage>, GitHubError>] = [:]
        var defaultSearchAnswer: Result<GitHubResponse<SearchPage>, GitHubError> =
            .success(GitHubResponse(value: SearchPage(totalCount: 0, items: []), status: 200, rateLimit: nil,
                                    links: PageLinks()))
        var repositoryAnswer: Result<GitHubResponse<Repository>, GitHubError> = .failure(.notFound(message: "Not Found"))
        var readmeAnswer: Result<GitHubResponse<Readme>, GitHubError> = .failure(.notFound(message: "Not Found"))
        var languagesAnswer: Result<GitHubResponse<RepositoryLanguages>, GitHubError> =
            .success(GitHubResponse(value: RepositoryLanguages(), status: 200, rateLimit: nil, links: PageLinks()))
        var requests: [any GitHubRequest] = []
        var freshnesses: [CacheFreshness] = []
    }

    private let state = Mutex(State())

    /// Every search page answers `answer` (unless `answerSearch(page:)` set one for that page).
    func answerEverySearch(_ answer: Result<GitHubResponse<SearchPage>, GitHubError>) {
        state.withLock { $0.defaultSearchAnswer = answer }
    }

    func answerSearch(page: Int, _ answer: Result<GitHubResponse<SearchPage>, GitHubError>) {
        state.withLock { $0.searchAnswers[page] = answer }
    }

    func answerReadme(_ answer: Result<GitHubResponse<Readme>, GitHubError>) {
        state.withLock { $0.readmeAnswer = answer }
    }

    func answerLanguages(_ answer: Result<GitHubResponse<RepositoryLanguages>, GitHubError>) {
        state.withLock { $0.languagesAnswer = answer }
    }

    func answerRepository(_ answer: Result<GitHubResponse<Repository>, GitHubError>) {
        state.withLock { $0.repositoryAnswer = answer }
    }

    var searchRequests: [GitHubAPI.SearchRepositories] {
        state.withLock { $0.requests.compactMap { $0 as? GitHubAPI.SearchRepositories } }
    }

    var repositoryRequests: [GitHubAPI.Repository] {
        state.withLock { $0.requests.compactMap { $0 as? GitHubAPI.Repository } }
    }

    /// The freshness each request named, in order (`.useFresh` for a plain `send`).
    var freshnesses: [CacheFreshness] { state.withLock { $0.freshnesses } }

    func send<Request: GitHubRequest>(_ request: Request, freshness: CacheFreshness, reusing read: CacheRead?,
                                      cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        state.withLock { $0.freshnesses.append(freshness) }
        return answer(request)
    }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        state.withLock { $0.freshnesses.append(.useFresh) }
        return answer(request)
    }

    /// Nothing is stored.
    func cached<Request: GitHubRequest>(_ request: Request) -> CachedAnswer<Request.Response>? {
        nil
    }

    private func answer<Request: GitHubRequest>(_ request: Request)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        state.withLock { state in
            state.requests.append(request)
            if let search = request as? GitHubAPI.SearchRepositories {
                let answer = state.searchAnswers[search.page] ?? state.defaultSearchAnswer
                return answer.map { $0 as! GitHubResponse<Request.Response> }
            }
            if request is GitHubAPI.Repository {
                return state.repositoryAnswer.map { $0 as! GitHubResponse<Request.Response> }
            }
            if request is GitHubAPI.Readme {
                return state.readmeAnswer.map { $0 as! GitHubResponse<Request.Response> }
            }
            if request is GitHubAPI.Languages {
                return state.languagesAnswer.map { $0 as! GitHubResponse<Request.Response> }
            }
            return .failure(.notFound(message: "FakeGitHub has no answer for \(Request.self)"))
        }
    }
}

/// Runs background work and answers at once, on the calling (main) thread: a test answers synchronously.
struct InlineScheduler: WorkScheduler {
    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }
}

/// A `TextSink` keeping everything written to it.
final class RecordingSink: TextSink {
    private(set) var text = ""
    /// Set to make every write fail with this `errno` (a full disk, a closed pipe).
    var failWith: Int32?
    private(set) var failure: Int32?

    func write(_ text: String) {
        if let failWith {
            failure = failure ?? failWith
            return
        }
        self.text += text
    }

    func removeAll() {
        text = ""
    }
}

/// A clock stopped at one moment.
struct FixedClock: DateProvider {
    var now: Date
}

/// The command line's collaborators in memory: a fake GitHub behind the real Interactors,
/// recorded stdout and stderr, a fixed clock.
@MainActor
final class CommandLineHarness {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    let github = FakeGitHub()
    /// `--cache DURATION` in seconds, nil without it.
    var maximumAge: Double?
    /// The client the runners get, as the composition root wraps it for the command line.
    private var client: any GitHubRequestable {
        CommandLineFreshness.client(wrapping: github, maximumAge: maximumAge)
    }
    let standardOutput = RecordingSink()
    let standardError = RecordingSink()

    func output(isTerminal: Bool, width: Int = 100) -> CommandLineOutput {
        CommandLineOutput(standardOutput: standardOutput, standardError: standardError, isTerminal: isTerminal,
                          width: width)
    }

    /// Runs `ghbrowse search` to its end; returns the exit status.
    func search(_ request: SearchCommandRequest, isTerminal: Bool = false, width: Int = 100,
                hasToken: Bool = false) -> Int32? {
        let runner = SearchCommandRunner(
            collector: SearchCollector(usecase: SearchRepositoryInteractor(client: client, scheduler: InlineScheduler())),
            context: CommandLineContext(output: output(isTerminal: isTerminal, width: width),
                                        clock: FixedClock(now: Self.now), hasToken: hasToken))
        var status: Int32?
        runner.run(request) { status = $0 }
        return status
    }

    /// Runs `ghbrowse view` to its end; returns the exit status.
    func view(_ fullName: String, json: JSONOutputRequest? = nil, isTerminal: Bool = false, usesColor: Bool = false,
              width: Int = 100) -> Int32? {
        let runner = ViewCommandRunner(
            repositoryUsecase: RepositoryInteractor(client: client, scheduler: InlineScheduler()),
            readmeUsecase: RepositoryReadmeInteractor(client: client, scheduler: InlineScheduler()),
            languagesUsecase: RepositoryLanguagesInteractor(client: client, scheduler: InlineScheduler()),
            context: CommandLineContext(
                output: CommandLineOutput(standardOutput: standardOutput, standardError: standardError,
                                          isTerminal: isTerminal, width: width, usesColor: usesColor),
                clock: FixedClock(now: Self.now), hasToken: false))
        var status: Int32?
        runner.run(fullName: fullName, json: json) { status = $0 }
        return status
    }

    static func repository(_ index: Int, description: String? = "Repository number") -> Repository {
        Repository(id: index, name: "r\(index)", fullName: "o/r\(index)", owner: User(login: "o", id: 1),
                   description: description.map { "\($0) \(index)" }, htmlURL: "https://github.com/o/r\(index)",
                   stargazersCount: 1_000 + index, forksCount: 5, openIssuesCount: 2, language: "Swift",
                   visibility: "public", updatedAt: Date(timeIntervalSince1970: 1_390_844_372))
    }

    /// A page of `count` repositories numbered from `first`, out of `total`, with a next link if more remain.
    static func page(first: Int, count: Int, total: Int, page: Int) -> Result<GitHubResponse<SearchPage>, GitHubError> {
        .success(GitHubResponse(value: SearchPage(totalCount: total, items: (first..<first + count).map { repository($0) }),
                                status: 200, rateLimit: RateLimit(limit: 30, remaining: 29),
                                links: PageLinks(next: first + count < total ? page + 1 : nil)))
    }
}
