import ArgumentParser

/// `ghbrowse issue OWNER/REPO NUMBER [--comments] [--json [FIELDS]]`: one issue.
struct IssueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issue",
        abstract: "Show one issue, and with --comments its comments.",
        discussion: """
            Prints the issue as Markdown text: a heading line with its title and number, a line of facts (state, \
            author, dates, labels, assignees, milestone, reactions), its body; with --comments, each comment after a \
            heading line of its own (author and date). The text is made safe for a terminal; on a terminal the bodies are \
            laid out as view lays out a README, piped they are the Markdown itself.

            \(JSONOptions.fieldsSentence(command: "issue")) With --json, comments is the list of comments, \
            fetched only when asked for.
            """)

    @OptionGroup var item: ConversationItemOptions

    func validate() throws {
        try item.output.check(command: "issue")
    }

    func run() throws {
        try item.perform(kind: .issue)
    }
}
