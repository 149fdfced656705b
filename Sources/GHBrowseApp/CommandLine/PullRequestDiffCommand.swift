import ArgumentParser

/// `ghbrowse pr-diff OWNER/REPO NUMBER`: a pull request's whole unified diff.
struct PullRequestDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pr-diff",
        abstract: "Print a pull request's unified diff.",
        discussion: """
            Piped, the diff's exact bytes as GitHub sends them (Accept: application/vnd.github.diff), what git apply \
            takes. On a terminal, coloured (additions green, deletions red, hunk headers cyan, file headers bold) and \
            made safe, through the pager when longer than the screen.
            """)

    @OptionGroup var target: IssueNumberArgument
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption
    @OptionGroup var pager: PagerOption

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color, paged: !pager.noPager) { run, finish in
            run.pullRequestDiffRunner().run(fullName: target.repository, number: target.number,
                                                        completion: finish)
        }
    }
}
