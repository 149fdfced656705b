import Auth
import Store
import Testing

/// Issue 31, item 6: `GH_HOST` becomes part of the API's address, so only a host name (with an
/// optional port) is taken; anything else (`evil.com/x?y#z`) is ignored with one sentence.
@Suite struct GHHostValidationTests {
    @Test(arguments: ["github.example.com", "ghe.local:8443", "GHE.Example", "127.0.0.1:8080", "acme.ghe.com",
                      "a-b.c-d.example", "ghe.example.com.", "localhost"])
    func aHostNameIsTaken(_ value: String) {
        #expect(GitHubHostNames.isHostName(value))
        let host = HostResolution.resolve(environment: ["GH_HOST": value], hostsFileHosts: [])
        #expect(host.origin == .ghHostVariable)
        #expect(HostResolution.note(environment: ["GH_HOST": value]) == nil)
    }

    @Test(arguments: ["evil.com/x?y#z", "evil.com/x", "evil.com?x", "evil.com#x", "user@evil.com", "evil com",
                      "evil.com:", "evil.com:0", "evil.com:65536", "evil.com:80a", "-evil.com", "evil-.com", "evil..com",
                      ".evil.com", "evil_com.example", "[::1]", "https://evil.com", "evil.com\n", "e\u{0}vil.com",
                      String(repeating: "a", count: 64) + ".com", "évil.com"])
    func anythingElseIsIgnored(_ value: String) {
        #expect(!GitHubHostNames.isHostName(value))
        let host = HostResolution.resolve(environment: ["GH_HOST": value], hostsFileHosts: [])
        #expect(host == GitHubHost(name: "github.com", apiBaseURL: "https://api.github.com", origin: .defaultHost))
        #expect(!host.apiBaseURL.contains("evil"))
        let note = HostResolution.note(environment: ["GH_HOST": value])
        #expect(note?.hasPrefix("GH_HOST “") == true)
        #expect(note?.hasSuffix("is not a host name (like ghe.example.com or ghe.local:8443), so it was ignored") == true)
    }

    @Test func theIssuesAddressIsNeverMade() {
        let host = HostResolution.resolve(environment: ["GH_HOST": "evil.com/x?y#z"], hostsFileHosts: ["ghe.example"])
        #expect(host.apiBaseURL == "https://ghe.example/api/v3", "the only host in hosts.yml, as if GH_HOST were unset")
        #expect(host.origin == .onlyHostInHostsFile)
    }

    @Test func theTokenResolutionSaysSoOnce() {
        let resolution = TokenResolver(environment: ["GH_HOST": "evil.com/x?y#z", "GH_TOKEN": "t", "PATH": "/nonexistent"],
                                       runner: PosixOutputCapturingRunner()).resolve()
        #expect(resolution.host.name == "github.com")
        #expect(resolution.notes == ["GH_HOST “evil.com/x?y#z” is not a host name (like ghe.example.com or ghe.local:8443), "
                                     + "so it was ignored"])
    }

    @Test func githubAPIURLStillComesFirstAndSilencesTheNote() {
        let environment = ["GITHUB_API_URL": "http://127.0.0.1:9", "GH_HOST": "evil.com/x"]
        #expect(HostResolution.resolve(environment: environment, hostsFileHosts: []).origin == .apiURLVariable)
        #expect(HostResolution.note(environment: environment) == nil)
    }
}
