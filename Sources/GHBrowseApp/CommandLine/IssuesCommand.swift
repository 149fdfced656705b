import ArgumentParser

/// `ghbrowse issues OWNER/REPO [--state S] [--search Q] [--limit N] [--json [FIELDS]]`: a repository's issues.
struct IssuesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "issues",
        abstract: "List a repository's issues, most recently updated first (pull requests left out).",
        discussion: """
            Piped, prints one tab-separated line per issue: number, state (open, closed, not planned), title, labels \
            (comma-separated), author, comments, updated (ISO 8601).

            \(JSONOptions.fieldsSentence(command: "issues"))
            """)

    @OptionGroup var list: ConversationListOptions

    func validate() throws {
        try list.output.check(command: "issues")
    }

    func run() throws {
        try list.perform(kind: .issue)
    }
}
