/// Where the GitHub API is and who we are to it, read from the environment GitHub users already have.
public struct GitHubConfiguration: Equatable, Sendable {
    public static let defaultBaseURL = "https://api.github.com"

    /// The API base without a trailing slash, e.g. `https://api.github.com` or `https://ghe.example/api/v3`.
    public var baseURL: String
    /// The token, now or later (`gh auth token` runs in the background).
    public var tokenProvider: TokenProvider
    public var userAgent: String

    public init(baseURL: String = GitHubConfiguration.defaultBaseURL, token: String? = nil,
                userAgent: String = "ghbrowse/\(GHBrowseVersion.current)") {
        self.init(baseURL: baseURL, tokenProvider: TokenProvider(token: token), userAgent: userAgent)
    }

    public init(baseURL: String, tokenProvider: TokenProvider,
                userAgent: String = "ghbrowse/\(GHBrowseVersion.current)") {
        var base = baseURL
        while base.hasSuffix("/") { base.removeLast() }
        self.baseURL = base
        self.tokenProvider = tokenProvider
        self.userAgent = userAgent
    }

    /// The token, waiting for a provider still being filled; never call it on the UI thread.
    public var token: String? { tokenProvider.token }

    /// `GITHUB_API_URL` for the base (as GitHub Actions sets it), `GH_TOKEN` else `GITHUB_TOKEN`
    /// for the token; empty values count as unset. (The full resolution, `hosts.yml` and
    /// `gh auth token` included, is the `Auth` target's.)
    public static func fromEnvironment(_ environment: [String: String]) -> GitHubConfiguration {
        func value(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            return value
        }
        return GitHubConfiguration(
            baseURL: value("GITHUB_API_URL") ?? defaultBaseURL,
            token: value("GH_TOKEN") ?? value("GITHUB_TOKEN"))
    }

    public static func == (left: GitHubConfiguration, right: GitHubConfiguration) -> Bool {
        left.baseURL == right.baseURL && left.userAgent == right.userAgent
            && left.tokenProvider === right.tokenProvider
    }
}

/// The version ghbrowse reports in `User-Agent` and `--version`.
public enum GHBrowseVersion {
    public static let current = "0.1.0"
}
