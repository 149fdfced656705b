import ArgumentParser

/// `ghbrowse tree OWNER/REPO [PATH] [--ref REF] [--json [FIELDS]]`: the files of a repository.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "List a repository's files.",
        discussion: """
            Piped, prints one tab-separated line per entry, in GitHub's order: type (blob, tree or commit for a \
            submodule), size in bytes (- for a directory), path. With PATH, only what is below it.

            \(JSONOptions.fieldsSentence(command: "tree"))
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("Only the entries below this directory.", valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @OptionGroup var output: OutputOptions

    func validate() throws { try output.check(command: "tree") }

    func run() throws {
        try output.perform { run, finish in
            run.treeRunner(cache: output.cache)
                .run(fullName: repository.repository, path: path, ref: ref, json: output.json.request,
                     completion: finish)
        }
    }
}
