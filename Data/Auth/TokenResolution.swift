/// What the token resolution found: the host, the token (never printed or written), where the
/// token came from, and what went wrong on the way (an unreadable `hosts.yml`, `gh` failing).
public struct TokenResolution: Equatable, Sendable {
    public var host: GitHubHost
    public var token: String?
    public var source: TokenSource
    /// Sentences about what could not be used, in the order they happened.
    public var notes: [String]

    public init(host: GitHubHost, token: String?, source: TokenSource, notes: [String] = []) {
        self.host = host
        self.token = token
        self.source = source
        self.notes = notes
    }
}

/// The resolution so far, before `gh auth token` has run: either finished (a variable or
/// `hosts.yml` held a token), or waiting for `gh`, with what is already known.
public enum PartialTokenResolution: Equatable, Sendable {
    case resolved(TokenResolution)
    /// No token yet: `gh auth token` is the last place to ask. `login` is the user `hosts.yml`
    /// names for the host, if any (the response cache keeps that account's answers apart).
    case needsGitHubCLI(host: GitHubHost, login: String?, notes: [String])

    public var host: GitHubHost {
        switch self {
        case .resolved(let resolution): return resolution.host
        case .needsGitHubCLI(let host, _, _): return host
        }
    }
}
