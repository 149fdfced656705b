import APIClient
import Entities
import Foundation
import Interactors
import Synchronization

/// Runs background work inline and UI work inline on the main actor, so Interactor answers
/// arrive before the call returns.
struct ImmediateScheduler: WorkScheduler {
    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        work()
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }
}

/// Holds background work until the test releases it, to cancel in between.
final class HeldScheduler: WorkScheduler, @unchecked Sendable {
    private(set) var held: [@Sendable () -> Void] = []

    func runInBackground(_ work: @escaping @Sendable () -> Void) {
        held.append(work)
    }

    func runOnUIThread(_ work: @escaping @MainActor @Sendable () -> Void) {
        MainActor.assumeIsolated { work() }
    }

    func releaseAll() {
        let work = held
        held.removeAll()
        work.forEach { $0() }
    }
}

/// A GitHub client that records requests and answers from a canned table.
final class GitHubRequestableMock: GitHubRequestable, @unchecked Sendable {
    private let lock = Mutex<[Any]>([])
    var searchAnswer: Result<GitHubResponse<SearchPage>, GitHubError> = .failure(.transport(.timedOut))
    var repositoryAnswer: Result<GitHubResponse<Repository>, GitHubError> = .failure(.notFound(message: "Not Found"))

    var requests: [Any] { lock.withLock { $0 } }

    func send<Request: GitHubRequest>(_ request: Request, cancellation: CancellationToken?)
        -> Result<GitHubResponse<Request.Response>, GitHubError> {
        lock.withLock { $0.append(request) }
        if Request.Response.self == SearchPage.self {
            return searchAnswer as! Result<GitHubResponse<Request.Response>, GitHubError>
        }
        return repositoryAnswer as! Result<GitHubResponse<Request.Response>, GitHubError>
    }
}

/// Launches nothing; records what it was asked to launch.
final class ProcessLauncherSpy: ProcessLaunching, @unchecked Sendable {
    var launchResult: Result<Int32, ProcessLaunchError> = .success(4242)
    var exitStatus: Int32 = 0
    private(set) var launched: [[String]] = []
    private(set) var waitedFor: [Int32] = []

    func launch(_ arguments: [String]) -> Result<Int32, ProcessLaunchError> {
        launched.append(arguments)
        return launchResult
    }

    func waitForExit(_ processID: Int32) -> Int32 {
        waitedFor.append(processID)
        return exitStatus
    }
}

enum InteractorSample {
    static func repository(_ fullName: String) -> Repository {
        let parts = fullName.split(separator: "/").map(String.init)
        return Repository(id: 1, name: parts[1], fullName: fullName, owner: User(login: parts[0], id: 2),
                          htmlURL: "https://github.com/\(fullName)")
    }
}
