import ArgumentParser

/// `ghbrowse auth …`: the login ghbrowse uses.
struct AuthCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "auth",
        abstract: "Show which GitHub login ghbrowse uses.",
        subcommands: [AuthStatusCommand.self])
}

/// `ghbrowse auth status`: the host, where the token came from, its login and scopes, and the
/// budgets left. Never the token.
struct AuthStatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show the host, where the token came from, its login, scopes and rate budgets.",
        discussion: """
            The token is found as gh's own libraries find it: GH_TOKEN, GITHUB_TOKEN (GH_ENTERPRISE_TOKEN, \
            GITHUB_ENTERPRISE_TOKEN for an Enterprise host), then gh's hosts.yml, then `gh auth token` \
            (only for a host hosts.yml names). The token itself is never printed.
            """)

    @OptionGroup var color: ColorOption

    func run() throws {
        try CommandLineRun.perform(noCache: true, maximumAge: nil, color: color.color) { run, finish in
            run.authStatusRunner().run(completion: finish)
        }
    }
}
