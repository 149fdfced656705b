@testable import Interactors
import Testing

/// git's standard error cut at `\r` and `\n`; gh's `git_protocol` read from its config.
struct GitProgressLinesTests {
    @Test func progressRewritingOneLineGivesEachStateAndRemembersTheLast() {
        var lines = GitProgressLines()
        #expect(lines.take(Array("Receiving objects:  50% (1/2)\rReceiving obj".utf8)) == "Receiving objects:  50% (1/2)")
        #expect(lines.take(Array("ects: 100% (2/2), done.\n\n".utf8)) == "Receiving objects: 100% (2/2), done.")
        #expect(lines.last == "Receiving objects: 100% (2/2), done.")
    }

    @Test func ghsTopLevelGitProtocolIsRead() {
        #expect(GitProtocolPreference.ghProtocol(inConfig: "version: 1\ngit_protocol: ssh\n") == .ssh)
        #expect(GitProtocolPreference.ghProtocol(inConfig: "git_protocol: \"https\"\n") == .https)
        #expect(GitProtocolPreference.ghProtocol(inConfig: "hosts:\n  git_protocol: ssh\n") == nil)
    }

    @Test func theAddressIsMadeOnlyFromGitHubsCharacters() {
        #expect(GitCloneURL(fullName: "octo/hello.go", host: "github.com")?.address(.https) == "https://github.com/octo/hello.go")
        #expect(GitCloneURL(fullName: "octo/hello", host: "github.com")?.address(.ssh) == "git@github.com:octo/hello.git")
        #expect(GitCloneURL(fullName: "octo/-x", host: "github.com") == nil)
        #expect(GitCloneURL(fullName: "octo/../x", host: "github.com") == nil)
        #expect(GitCloneURL(fullName: "octo/a b", host: "github.com") == nil)
    }
}
