import ArgumentParser

/// `ghbrowse notifications [--all] [--limit N] [--json [FIELDS]]`: your notification threads.
struct NotificationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "notifications",
        abstract: "List your unread notifications, newest first (--all: read ones too). Needs a token.",
        discussion: """
            GitHub is asked no more often than its X-Poll-Interval allows: sooner, the stored copy is printed. \
            Piped, prints one tab-separated line per thread: id, unread (true or false), repository, subject type, \
            title, reason, updated (ISO 8601).

            \(JSONOptions.fieldsSentence(command: "notifications"))
            """)

    @Flag(help: "Read notifications too.")
    var all = false

    @Option(name: [.short, .long], help: "How many threads to print (1 to 1000).")
    var limit = 50

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        try output.check(command: "notifications")
    }

    func run() throws {
        try output.perform { run, finish in
            run.inboxRunner(cache: output.cache)
                .notifications(all: all, limit: limit, json: output.json.request, completion: finish)
        }
    }
}

/// `ghbrowse inbox [--limit N] [--json [FIELDS]]`: your open pull requests, the reviews asked of
/// you and your open issues, one section each.
struct InboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "List your open pull requests, the reviews requested of you and the open issues assigned to you. "
            + "Needs a token.",
        discussion: """
            Three of GitHub's issue searches: is:pr is:open author:@me, is:pr is:open review-requested:@me, \
            is:issue is:open assignee:@me. On a terminal, one section each; piped, one tab-separated line per item: \
            section (pullRequests, reviewRequests, issues), repository, number, state, title, author, updated \
            (ISO 8601). With --json, an object with those three members, each an array.

            \(JSONOptions.fieldsSentence(command: "inbox"))
            """)

    @Option(name: [.short, .long], help: "How many items to print per section (1 to 1000).")
    var limit = 30

    @OptionGroup var output: OutputOptions

    func validate() throws {
        try LimitOption.check(limit, within: 1...1_000)
        try output.check(command: "inbox")
    }

    func run() throws {
        try output.perform { run, finish in
            run.inboxRunner(cache: output.cache).inbox(limit: limit, json: output.json.request, completion: finish)
        }
    }
}
