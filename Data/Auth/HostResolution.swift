/// Which GitHub host a run uses: `GITHUB_API_URL` when set; else `GH_HOST`; else the only host
/// in gh's `hosts.yml`; else github.com. Empty variables count as unset.
public enum HostResolution {
    public static func resolve(environment: [String: String], hostsFileHosts: [String]) -> GitHubHost {
        if let url = nonEmpty(environment["GITHUB_API_URL"]) {
            var base = url
            while base.hasSuffix("/") { base.removeLast() }
            return GitHubHost(name: GitHubHostNames.host(ofAPIURL: base) ?? GitHubHostNames.github, apiBaseURL: base,
                              origin: .apiURLVariable)
        }
        if let host = nonEmpty(environment["GH_HOST"]) {
            let name = GitHubHostNames.normalized(host)
            return GitHubHost(name: name, apiBaseURL: GitHubHostNames.apiBaseURL(for: name), origin: .ghHostVariable)
        }
        if hostsFileHosts.count == 1, let only = hostsFileHosts.first {
            let name = GitHubHostNames.normalized(only)
            return GitHubHost(name: name, apiBaseURL: GitHubHostNames.apiBaseURL(for: name),
                              origin: .onlyHostInHostsFile)
        }
        return GitHubHost(name: GitHubHostNames.github, apiBaseURL: GitHubHostNames.apiBaseURL(for: GitHubHostNames.github),
                          origin: .defaultHost)
    }

    static func nonEmpty(_ value: String?) -> String? {
        guard let value, !value.isEmpty else { return nil }
        return value
    }
}
