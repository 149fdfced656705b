import Auth
import Store
import Glibc
import Testing

/// go-gh's order, with a temporary GH_CONFIG_DIR and stand-in `gh` scripts on PATH.
@Suite(.serialized) struct TokenResolverTests {
    private func resolve(_ sandbox: AuthSandbox, _ extra: [String: String] = [:],
                         timeLimit: Duration = .seconds(5)) -> TokenResolution {
        TokenResolver(environment: sandbox.environment(extra), runner: PosixOutputCapturingRunner(), timeLimit: timeLimit)
            .resolve()
    }

    @Test func ghTokenThenGitHubTokenForGitHubCom() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        let both = resolve(sandbox, ["GH_HOST": "github.com", "GH_TOKEN": "a", "GITHUB_TOKEN": "b"])
        #expect(both.token == "a")
        #expect(both.source.label == "GH_TOKEN")
        let second = resolve(sandbox, ["GH_HOST": "github.com", "GH_TOKEN": "", "GITHUB_TOKEN": "b"])
        #expect(second.token == "b")
        #expect(second.source.label == "GITHUB_TOKEN")
    }

    @Test func thenTheHostsFileToken() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        let resolution = resolve(sandbox, ["GH_HOST": "github.com", "GH_ENTERPRISE_TOKEN": "ignored-for-github.com"])
        #expect(resolution.token == "gho_fromHostsFile")
        #expect(resolution.source == .hostsFile)
        #expect(resolution.host.apiBaseURL == "https://api.github.com")
    }

    @Test func anEnterpriseHostUsesTheEnterpriseVariablesNotGHToken() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        let enterprise = resolve(sandbox, ["GH_HOST": "ghe.example", "GH_TOKEN": "not-for-enterprise",
                                           "GITHUB_ENTERPRISE_TOKEN": "e2"])
        #expect(enterprise.token == "e2")
        #expect(enterprise.source.label == "GITHUB_ENTERPRISE_TOKEN")
        #expect(enterprise.host.apiBaseURL == "https://ghe.example/api/v3")
        let first = resolve(sandbox, ["GH_HOST": "ghe.example", "GH_ENTERPRISE_TOKEN": "e1", "GITHUB_ENTERPRISE_TOKEN": "e2"])
        #expect(first.token == "e1")
    }

    @Test func thenGHAuthTokenFromPATHAskedForTheHostWithoutTheTokenOnItsCommandLine() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        try sandbox.installGH("echo gho_fromGH")
        let resolution = resolve(sandbox, ["GH_HOST": "ghe.example", "GH_TOKEN": "not-for-enterprise"])
        #expect(resolution.token == "gho_fromGH")
        #expect(resolution.source == .ghAuthToken)
        #expect(resolution.source.label == "gh auth token")
        #expect(sandbox.loggedArguments == ["auth", "token", "--secure-storage", "--hostname", "ghe.example"])
        #expect(resolution.notes.isEmpty)
    }

    @Test func ghPathNamesTheProgram() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.keyringLogin)
        try sandbox.installGH("echo from-gh-path")
        let moved = sandbox.directory.appending("my-gh")
        #expect(rename(sandbox.binDirectory + "/gh", moved) == 0)
        let resolution = resolve(sandbox, ["GH_PATH": moved])
        #expect(resolution.token == "from-gh-path")
        #expect(resolution.host.name == "github.com")
    }

    @Test func aGHThatFailsOrIsMissingMeansNoTokenWithoutASentence() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        let missing = resolve(sandbox)
        #expect(missing.token == nil)
        #expect(missing.source == .none)
        #expect(missing.notes.isEmpty)
        try sandbox.installGH("echo 'no oauth token found for github.com' >&2; exit 1")
        try sandbox.writeHostsFile(AuthSandbox.keyringLogin)
        let failing = resolve(sandbox)
        #expect(failing.token == nil)
        #expect(failing.notes.isEmpty)
    }

    @Test func aGHThatHangsIsKilledAtTheTimeLimit() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.keyringLogin)
        try sandbox.installGH("sleep 60; echo too-late")
        let resolution = resolve(sandbox, timeLimit: .milliseconds(300))
        #expect(resolution.token == nil)
        #expect(resolution.source == .none)
        #expect(resolution.notes == ["gh auth token did not answer within 300 ms; going on without a token"])
    }

    @Test func anUnparsableHostsFileIsASentenceAndTheRestStillWorks() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile("github.com: [unclosed\n  oauth_token: gho_secret\n")
        try sandbox.installGH("echo gho_fromGH")
        let resolution = resolve(sandbox)
        #expect(resolution.token == "gho_fromGH")
        #expect(resolution.notes.count == 1)
        #expect(resolution.notes[0].contains(sandbox.configDirectory + "/hosts.yml is not valid YAML"))
        #expect(!resolution.notes[0].contains("gho_secret"))
    }

    @Test func withoutGHTheEarlyStepsNeedGHAndKnowTheLogin() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        let partial = TokenResolver(environment: sandbox.environment(["GH_HOST": "ghe.example"]),
                                    runner: PosixOutputCapturingRunner()).resolveWithoutGitHubCLI()
        guard case .needsGitHubCLI(let host, let login, _) = partial else {
            Issue.record("resolved without gh: \(partial)")
            return
        }
        #expect(host.name == "ghe.example")
        #expect(login == "hubot")
    }

    /// Issue 28: gh is asked only when its `hosts.yml` names the host, so a gh that is installed
    /// but not logged in (or logged in elsewhere) costs nothing at each start.
    @Test func ghIsNotAskedWhenHostsYmlDoesNotNameTheHost() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.installGH("echo gho_fromGH")
        let noFile = resolve(sandbox)
        #expect(noFile.token == nil)
        #expect(noFile.source == .none)
        #expect(!sandbox.ghWasRun, "gh was run without a hosts.yml")
        try sandbox.writeHostsFile("ghe.example:\n    user: hubot\n")
        let otherHost = resolve(sandbox, ["GH_HOST": "github.com"])
        #expect(otherHost.token == nil)
        #expect(!sandbox.ghWasRun, "gh was run for a host hosts.yml does not name")
        let partial = TokenResolver(environment: sandbox.environment(["GH_HOST": "github.com"]),
                                    runner: PosixOutputCapturingRunner()).resolveWithoutGitHubCLI()
        #expect(partial == .resolved(TokenResolution(host: partial.host, token: nil, source: .none)))
        // An entry without oauth_token: the token is in the keyring, and gh is asked for it.
        try sandbox.writeHostsFile(AuthSandbox.keyringLogin)
        let keyring = resolve(sandbox)
        #expect(keyring.token == "gho_fromGH")
        #expect(keyring.source == .ghAuthToken)
        #expect(sandbox.loggedArguments == ["auth", "token", "--secure-storage", "--hostname", "github.com"])
    }
}
