#if canImport(Glibc)
import Glibc
#endif
import APIClient
import Store
import Usecases

/// `C`'s clones: `git clone --progress -- URL PATH` run with an argument vector off the UI thread,
/// git's standard error read as it comes and cut at `\r` and `\n` into progress lines brought
/// back to it (at most a few a second), its last line the failure's words.
@MainActor
public final class GitCloneInteractor: RepositoryCloningUsecase {
    private let scheduler: WorkScheduler
    private let host: String
    private let environment: [String]?
    private let preferredProtocol: @Sendable () -> GitCloneProtocol

    /// `environment`: the child's, in place of the inherited one (tests); `preferredProtocol` is
    /// asked on the background thread, once a clone.
    public init(scheduler: WorkScheduler, host: String = "github.com", environment: [String]? = nil,
                preferredProtocol: @escaping @Sendable () -> GitCloneProtocol = { GitProtocolPreference.resolve() }) {
        self.scheduler = scheduler
        self.host = host
        self.environment = environment
        self.preferredProtocol = preferredProtocol
    }

    public func isOccupied(_ path: String) -> Bool {
        guard PosixFiles.exists(path) else { return false }
        guard PosixFiles.isDirectory(path), let directory = opendir(path) else { return true }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            var raw = entry.pointee.d_name
            let name = withUnsafeBytes(of: &raw) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { return true }
        }
        return false
    }

    public func directoryCompletions(of typed: String) -> [String] {
        DirectoryCompletion.candidates(of: typed)
    }

    public func clone(_ fullName: String, into path: String, progress: @escaping @MainActor (String) -> Void,
                      completion: @escaping @MainActor (CloneOutcome) -> Void) -> Cancellable {
        let token = CancellationToken()
        guard let url = GitCloneURL(fullName: fullName, host: host) else {
            completion(.failed("not a repository's name: \(fullName)"))
            return token
        }
        scheduler.runInBackground(Self.work(url: url, path: path, environment: environment, preferredProtocol: preferredProtocol,
                                            scheduler: scheduler, token: token, progress: progress, completion: completion))
        return token
    }

    /// The clone as work for a background thread (made outside the main actor).
    private nonisolated static func work(url: GitCloneURL, path: String, environment: [String]?,
                                         preferredProtocol: @escaping @Sendable () -> GitCloneProtocol,
                                         scheduler: WorkScheduler, token: CancellationToken,
                                         progress: @escaping @MainActor (String) -> Void,
                                         completion: @escaping @MainActor (CloneOutcome) -> Void) -> @Sendable () -> Void {
        {
            let address = url.address(preferredProtocol())
            var lines = GitProgressLines()
            var lastShown = 0
            let result = PosixErrorStreamRunner().run(["git", "clone", "--progress", "--", address, path],
                                                      environment: childEnvironment(environment)) { chunk in
                guard let line = lines.take(chunk) else { return }
                let now = monotonicMilliseconds()
                guard now - lastShown >= 100 else { return }
                lastShown = now
                scheduler.runOnUIThread { if !token.isCancelled { progress(line) } }
            }
            let outcome: CloneOutcome
            switch result {
            case .success(0): outcome = .cloned(path: path)
            case .success(let status): outcome = .failed(lines.last ?? "git clone ended with status \(status)")
            case .failure(let error): outcome = .failed(error.reason)
            }
            scheduler.runOnUIThread { completion(outcome) }
        }
    }

    /// The child's environment: the one given or inherited, with git's prompts for a password
    /// turned off (the terminal belongs to the screen).
    private nonisolated static func childEnvironment(_ given: [String]?) -> [String] {
        var variables = given ?? inheritedEnvironment()
        variables.removeAll { $0.hasPrefix("GIT_TERMINAL_PROMPT=") }
        variables.append("GIT_TERMINAL_PROMPT=0")
        return variables
    }

    private nonisolated static func inheritedEnvironment() -> [String] {
        var variables: [String] = []
        var cursor = environ
        while let entry = cursor.pointee {
            variables.append(String(cString: entry))
            cursor += 1
        }
        return variables
    }

    private nonisolated static func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}
