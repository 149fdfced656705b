import APIClient
import Auth
import Store
import Synchronization

/// The token's composition: the host and what the environment and `hosts.yml` say, found at
/// once; `gh auth token`, when it is needed, run in the background, filling the client's
/// `TokenProvider` when it answers. Keeps the final resolution for `ghbrowse auth status`.
final class TokenSetup: Sendable {
    let host: GitHubHost
    let provider: TokenProvider
    /// Sentences about what could not be used, known before `gh` runs (an unreadable `hosts.yml`).
    let earlyNotes: [String]
    private let finished = ResolutionRecord()

    init(environment: [String: String], runner: any ProcessOutputCapturing = PosixOutputCapturingRunner()) {
        let resolver = TokenResolver(environment: environment, runner: runner)
        let partial = resolver.resolveWithoutGitHubCLI()
        host = partial.host
        switch partial {
        case .resolved(let resolution):
            provider = TokenProvider(token: resolution.token)
            finished.record(resolution)
            earlyNotes = resolution.notes
        case .needsGitHubCLI(let host, let login, let notes):
            let provider = TokenProvider(pendingWithCacheIdentity: login.map { "account:\(host.name)/\($0)" })
            self.provider = provider
            earlyNotes = notes
            let finished = self.finished
            resolver.start(partial) { resolution in
                finished.record(resolution)
                provider.settle(token: resolution.token)
            }
        }
    }

    /// The whole resolution, waiting for `gh` when it is still running (never on the UI thread).
    func resolution() -> TokenResolution {
        _ = provider.token
        return finished.value
            ?? TokenResolution(host: host, token: nil, source: .none, notes: earlyNotes + ["gh auth token never answered"])
    }

    /// Whether requests carry (or may still carry) a token: for the sentences that suggest one.
    var mayHaveToken: Bool {
        !provider.isSettled || provider.tokenIfSettled != nil
    }
}

/// The resolution once it is known, shared with the thread that finds it.
private final class ResolutionRecord: Sendable {
    private let stored = Mutex<TokenResolution?>(nil)

    func record(_ resolution: TokenResolution) {
        stored.withLock { $0 = resolution }
    }

    var value: TokenResolution? { stored.withLock { $0 } }
}
