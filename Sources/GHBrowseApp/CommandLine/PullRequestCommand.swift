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

    @OptionGroup var item: ConversationItemOptions

    func validate() throws {
        try item.output.check(command: "pr")
    }

    func run() throws {
        try item.perform(kind: .pullRequest)
    }
}
