import Auth
import Testing

/// gh's `hosts.yml`, read with Yams: hosts, tokens, logins, and a broken file as a sentence.
@Suite struct HostsFileTests {
    @Test func readsEachHostsTokenAndLogin() throws {
        let file = try HostsFile.parse(AuthSandboxText.twoHosts, path: "/x/hosts.yml").get()
        #expect(file.hosts == ["ghe.example", "github.com"])
        #expect(file.entry(for: "github.com") == HostsFile.Entry(oauthToken: "gho_fromHostsFile", user: "monalisa"))
        #expect(file.entry(for: "GHE.example") == HostsFile.Entry(oauthToken: nil, user: "hubot"))
    }

    @Test func anEmptyFileHasNoHosts() throws {
        #expect(try HostsFile.parse("", path: "/x/hosts.yml").get().hosts.isEmpty)
    }

    @Test func aFileThatIsNotYAMLIsASentenceNamingTheFileAndLineWithoutQuotingIt() {
        let text = "github.com:\n    oauth_token: gho_secret\n  user: [broken\n"
        guard case .failure(let error) = HostsFile.parse(text, path: "/home/me/.config/gh/hosts.yml") else {
            Issue.record("a broken file parsed")
            return
        }
        #expect(error.sentence.hasPrefix("/home/me/.config/gh/hosts.yml is not valid YAML (line "))
        #expect(error.sentence.hasSuffix("; ignored"))
        #expect(!error.sentence.contains("gho_secret"))
    }

    @Test func aListInsteadOfAMappingIsASentence() {
        guard case .failure(let error) = HostsFile.parse("- github.com\n", path: "/x/hosts.yml") else {
            Issue.record("a list parsed as hosts")
            return
        }
        #expect(error.sentence == "/x/hosts.yml is not a mapping of host names; ignored")
    }

    @Test func theFileIsInGHConfigDirElseXDGConfigHomeElseHome() {
        #expect(HostsFile.path(environment: ["GH_CONFIG_DIR": "/c", "XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/c/hosts.yml")
        #expect(HostsFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/gh/hosts.yml")
        #expect(HostsFile.path(environment: ["GH_CONFIG_DIR": "", "HOME": "/h"]) == "/h/.config/gh/hosts.yml")
        #expect(HostsFile.path(environment: [:]) == nil)
    }
}

/// The sample `hosts.yml`, for the tests that do not need a sandbox.
enum AuthSandboxText {
    static let twoHosts = AuthSandbox.twoHosts
}
