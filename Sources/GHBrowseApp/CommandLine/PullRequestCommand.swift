import ArgumentParser

/// `ghbrowse pr OWNER/REPO NUMBER [--comments] [--json [FIELDS]]`: one pull request.
struct PullRequestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pr",
        abstract: "Show one pull request, and with --comments its comments and reviews.",
        discussion: """
            Prints the pull request as Markdown text: a heading line with its title and number, a line of facts \
            (state, author, head → base, mergeable state, commits, additions, deletions, changed files, reviewers), \
            its body; with --comments, each comment and each review after a heading line of its own, oldest first. \
            The text is made safe for a terminal; on a terminal the bodies are laid out as view lays out a README, piped \
            they are the Markdown itself.

            \(JSONOptions.fieldsSentence(command: "pr")) With --json, comments is the list of comments, fetched \
            only when asked for.
            """)

    @OptionGroup var target: IssueNumberArgument

    @Flag(help: "Print the comments and reviews too.")
    var comments = false

    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption
    @OptionGroup var pager: PagerOption

    func validate() throws {
        try json.check(command: "pr")
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color, paged: !pager.noPager && json.request == nil) {
            run, finish in
            run.conversationItemRunner(cache: cache)
                .run(fullName: target.repository, number: target.number, kind: .pullRequest, comments: comments,
                     json: json.request, completion: finish)
        }
    }
}
