import ArgumentParser

/// `ghbrowse checks OWNER/REPO NUMBER|REF [--json [FIELDS]]`: what CI says about a pull request's
/// head or a ref, with gh's exit statuses.
struct ChecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checks",
        abstract: "List the checks of a pull request's head commit, or of a branch, tag or SHA.",
        discussion: """
            A number is a pull request (its head commit's checks); anything else a branch, tag or SHA. The check runs \
            and the commit statuses, one a line; piped, tab-separated: name, result (pass, fail, pending, skipping), \
            elapsed time (ISO 8601 duration seconds, empty while running), link.

            Exit status: 0 when every check passed (or was skipped), 1 when any failed (a failure outranks a pending \
            check) or GitHub could not answer, 8 while any is pending and none failed, as gh pr checks.

            \(JSONOptions.fieldsSentence(command: "checks"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("A pull request's number, or a branch, tag or commit SHA.", valueName: "number-or-ref"))
    var target: String

    @OptionGroup var output: OutputOptions

    func validate() throws {
        guard !target.isEmpty, !target.hasPrefix("-") else { throw ValidationError("Name a pull request or a ref.") }
        try output.check(command: "checks")
    }

    func run() throws {
        try output.perform { run, finish in
            run.checksRunner(cache: output.cache)
                .run(fullName: repository.repository, target: target, json: output.json.request,
                     completion: finish)
        }
    }
}
