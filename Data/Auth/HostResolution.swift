/// Which GitHub host a run uses: `GITHUB_API_URL` when set; else `GH_HOST`; else the only host
/// in gh's `hosts.yml`; else github.com. Empty variables count as unset, and so does a `GH_HOST`
/// that is not a host name (`evil.com/x?y#z` would otherwise become the API address
/// `https://evil.com/x?y#z/api/v3`): `note(environment:)` says so.
public enum HostResolution {
    public static func resolve(environment: [String: String], hostsFileHosts: [String]) -> GitHubHost {
        if let url = nonEmpty(environment["GITHUB_API_URL"]) {
            var base = url
            while base.hasSuffix("/") { base.removeLast() }
            return GitHubHost(name: GitHubHostNames.host(ofAPIURL: base) ?? GitHubHostNames.github, apiBaseURL: base,
                              origin: .apiURLVariable)
        }
        if let host = nonEmpty(environment["GH_HOST"]), GitHubHostNames.isHostName(host) {
            let name = GitHubHostNames.normalized(host)
            return GitHubHost(name: name, apiBaseURL: GitHubHostNames.apiBaseURL(for: name), origin: .ghHostVariable)
        }
        // A host name from hosts.yml is held to the same rule: the file may have been written by anything.
        if hostsFileHosts.count == 1, let only = hostsFileHosts.first, GitHubHostNames.isHostName(only) {
            let name = GitHubHostNames.normalized(only)
            return GitHubHost(name: name, apiBaseURL: GitHubHostNames.apiBaseURL(for: name),
                              origin: .onlyHostInHostsFile)
        }
        return GitHubHost(name: GitHubHostNames.github, apiBaseURL: GitHubHostNames.apiBaseURL(for: GitHubHostNames.github),
                          origin: .defaultHost)
    }

    /// The sentence for a `GH_HOST` that is set but is no host name, or nil.
    public static func note(environment: [String: String]) -> String? {
        guard nonEmpty(environment["GITHUB_API_URL"]) == nil, let host = nonEmpty(environment["GH_HOST"]),
              !GitHubHostNames.isHostName(host) else { return nil }
        let shown = host.count > 80 ? String(host.prefix(80)) + "…" : host
        return "GH_HOST “\(shown)” is not a host name (like ghe.example.com or ghe.local:8443), so it was ignored"
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
