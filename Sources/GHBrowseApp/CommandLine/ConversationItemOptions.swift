import ArgumentParser
import Entities

/// What `issue` and `pr` take: the repository and number, `--comments`, the output options and
/// `--no-pager`; and their run.
struct ConversationItemOptions: ParsableArguments {
    @OptionGroup var target: IssueNumberArgument

    @Flag(help: "Print the comments too (a pull request's reviews as well).")
    var comments = false

    @OptionGroup var output: OutputOptions
    @OptionGroup var pager: PagerOption

    /// Prints the issue or pull request (`kind`) as asked.
    func perform(kind: IssueSearchKind) throws {
        try output.perform(pager: pager) { run, finish in
            run.conversationItemRunner(cache: output.cache)
                .run(fullName: target.repository, number: target.number, kind: kind, comments: comments,
                     json: output.json.request, completion: finish)
        }
    }
}
