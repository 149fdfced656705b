import Auth
import Store
import Testing

/// What a broken or hostile `hosts.yml`, variable or `gh` may hand ghbrowse: each is one sentence,
/// and ghbrowse goes on without it.
@Suite(.serialized) struct HostileAuthInputTests {
    private func resolve(_ sandbox: AuthSandbox, _ extra: [String: String] = [:]) -> TokenResolution {
        TokenResolver(environment: sandbox.environment(extra), runner: PosixOutputCapturingRunner()).resolve()
    }

    @Test func aHostsFileNestedThousandsDeepIsRefusedWithASentenceNotACrash() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile("github.com: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000))
        let resolution = resolve(sandbox, ["GH_TOKEN": "gho_fromVariable"])
        #expect(resolution.token == "gho_fromVariable")
        #expect(resolution.notes.count == 1)
        #expect(resolution.notes.first?.hasSuffix("hosts.yml nests deeper than 32 levels (line 1); ignored") == true)
    }

    @Test func compactSequencesAndDeepIndentationAreRefusedToo() {
        let dashes = "github.com:\n" + String(repeating: "- ", count: 100_000) + "x\n"
        #expect(YAMLNestingCheck.lineBeyondLimit(Array(dashes.utf8)) == 2)
        let indented = (0..<40).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
        #expect(YAMLNestingCheck.lineBeyondLimit(Array(indented.utf8)) == 33)
        let flow = "a: {b: [c, {d: " + String(repeating: "[", count: 40) + "]}]}"
        #expect(YAMLNestingCheck.lineBeyondLimit(Array(flow.utf8)) == 1)
    }

    @Test func aRealHostsFileAndBracketsInsideCommentsOrQuotesStayWellInside() {
        #expect(YAMLNestingCheck.lineBeyondLimit(Array(AuthSandbox.twoHosts.utf8)) == nil)
        let quoted = "github.com:\n    user: \"[[[[\"  # ]]]] [\n    oauth_token: gho_x\n"
        #expect(YAMLNestingCheck.lineBeyondLimit(Array(quoted.utf8)) == nil)
        #expect(HostsFile.parse(AuthSandbox.twoHosts, path: "hosts.yml").map(\.hosts) == .success(["ghe.example", "github.com"]))
    }

    @Test func ghPrintingAMegabyteIsNotTakenAsTheToken() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.installGH("head -c 1048576 /dev/zero | tr '\\\\0' 'a'")
        try sandbox.writeHostsFile(AuthSandbox.keyringLogin)
        let resolution = resolve(sandbox)
        #expect(resolution.token == nil)
        #expect(resolution.source == .none)
        #expect(resolution.notes == ["What gh auth token printed does not hold a token (printable ASCII without spaces, "
                                     + "at most 512 bytes); ignored"])
    }

    @Test func aVariableOrHostsFileTokenOfTheWrongShapeIsRefusedAndTheNextPlaceAsked() throws {
        let sandbox = try AuthSandbox()
        defer { sandbox.remove() }
        try sandbox.writeHostsFile(AuthSandbox.twoHosts)
        let spaced = resolve(sandbox, ["GH_HOST": "github.com", "GH_TOKEN": "two words", "GITHUB_TOKEN": "gho_second"])
        #expect(spaced.token == "gho_second")
        #expect(spaced.notes == [TokenShape.refusal(from: "GH_TOKEN")])
        let long = resolve(sandbox, ["GH_HOST": "github.com", "GH_TOKEN": String(repeating: "a", count: 513)])
        #expect(long.token == "gho_fromHostsFile")
        try sandbox.writeHostsFile("github.com:\n    oauth_token: \"gho_\\u009b31m\"\n")
        let control = resolve(sandbox, ["GH_HOST": "github.com"])
        #expect(control.token == nil)
        #expect(control.notes == [TokenShape.refusal(from: "The oauth_token of github.com in hosts.yml")])
    }

    @Test func aTokenShapeIsPrintableASCIIWithoutSpacesUpToFiveHundredTwelveBytes() {
        #expect(TokenShape.accepts("ghp_" + String(repeating: "A", count: 36)))
        #expect(TokenShape.accepts("github_pat_11ABCDEFG0123456789_abcdefghijklmnopqrstuvwxyz"))
        #expect(TokenShape.accepts(String(repeating: "f", count: 512)))
        #expect(!TokenShape.accepts(String(repeating: "f", count: 513)))
        #expect(!TokenShape.accepts(""))
        #expect(!TokenShape.accepts("gho_a b"))
        #expect(!TokenShape.accepts("gho_\u{7F}"))
        #expect(!TokenShape.accepts("gho_é"))
        #expect(!TokenShape.accepts("gho_\r\nX-Injected: 1"))
    }
}

/// The only host of a hosts.yml becomes the API host only when it is a host name.
@Suite struct HostsFileHostTests {
    @Test func aHostsFileKeyThatIsNoHostNameIsNotTheAPIHost() {
        let hostile = HostResolution.resolve(environment: [:], hostsFileHosts: ["evil.com/x?y#z"])
        #expect(hostile.apiBaseURL == "https://api.github.com")
        let fine = HostResolution.resolve(environment: [:], hostsFileHosts: ["ghe.example.com"])
        #expect(fine.apiBaseURL == "https://ghe.example.com/api/v3")
    }
}
