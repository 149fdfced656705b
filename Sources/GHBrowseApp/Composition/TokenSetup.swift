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
    /// While `gh auth token` runs: whether a token is likely to come (`hosts.yml` names a login).
    private let expectsToken: Bool

    init(environment: [String: String], runner: any ProcessOutputCapturing = PosixOutputCapturingRunner()) {
        let resolver = TokenResolver(environment: environment, runner: runner)
        let partial = resolver.resolveWithoutGitHubCLI()
        host = partial.host
        switch partial {
        case .resolved(let resolution):
            provider = TokenProvider(token: resolution.token)
            finished.record(resolution)
            earlyNotes = resolution.notes
            expectsToken = resolution.token != nil
        case .needsGitHubCLI(_, _, let notes) where !resolver.canAskGitHubCLI:
            // No gh installed: nothing to wait for.
            let resolution = resolver.finish(partial)
            provider = TokenProvider(token: resolution.token)
            finished.record(resolution)
            earlyNotes = notes
            expectsToken = false
        case .needsGitHubCLI(let host, let login, let notes):
            let provider = TokenProvider(pendingWithCacheIdentity: login.map { "account:\(host.name)/\($0)" })
            self.provider = provider
            earlyNotes = notes
            // gh will most likely have a token when hosts.yml names the login for the host.
            expectsToken = login != nil
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

    /// Whether requests carry a token, without waiting for `gh`: for the sentences that suggest
    /// getting one. While `gh auth token` runs, a guess: yes when `hosts.yml` names the login.
    var mayHaveToken: Bool {
        provider.isSettled ? provider.tokenIfSettled != nil : expectsToken
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
