import Auth
import Testing

/// Which host, and where its API is: GITHUB_API_URL, GH_HOST, the only host in hosts.yml, github.com.
@Suite struct HostResolutionTests {
    @Test func githubAPIURLComesFirst() {
        let host = HostResolution.resolve(environment: ["GITHUB_API_URL": "https://ghe.corp/api/v3/", "GH_HOST": "other"],
                                          hostsFileHosts: ["github.com"])
        #expect(host == GitHubHost(name: "ghe.corp", apiBaseURL: "https://ghe.corp/api/v3", origin: .apiURLVariable))
        #expect(host.isEnterprise)
    }

    @Test func theAPIURLOfGitHubItselfIsGitHubCom() {
        let host = HostResolution.resolve(environment: ["GITHUB_API_URL": "https://api.github.com"], hostsFileHosts: [])
        #expect(host.name == "github.com")
        #expect(!host.isEnterprise)
    }

    @Test func thenGHHostWithAnEnterpriseAPIUnderAPIv3() {
        let host = HostResolution.resolve(environment: ["GH_HOST": "GHE.Example"], hostsFileHosts: ["github.com"])
        #expect(host == GitHubHost(name: "ghe.example", apiBaseURL: "https://ghe.example/api/v3", origin: .ghHostVariable))
    }

    @Test func thenTheOnlyHostInHostsFileElseGitHubCom() {
        #expect(HostResolution.resolve(environment: [:], hostsFileHosts: ["ghe.example"]).apiBaseURL
                == "https://ghe.example/api/v3")
        let two = HostResolution.resolve(environment: [:], hostsFileHosts: ["ghe.example", "github.com"])
        #expect(two == GitHubHost(name: "github.com", apiBaseURL: "https://api.github.com", origin: .defaultHost))
        #expect(HostResolution.resolve(environment: ["GH_HOST": ""], hostsFileHosts: []).origin == .defaultHost)
    }

    @Test func aGHEDotComTenantIsNotEnterpriseAndHasItsOwnAPIHost() {
        let host = HostResolution.resolve(environment: ["GH_HOST": "acme.ghe.com"], hostsFileHosts: [])
        #expect(host.apiBaseURL == "https://api.acme.ghe.com")
        #expect(!host.isEnterprise)
    }
}
