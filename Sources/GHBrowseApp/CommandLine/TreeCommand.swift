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

    @OptionGroup var json: JSONOptions
    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption

    func validate() throws { try json.check(command: "tree") }

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color) { run, finish in
            run.treeRunner(cache: cache).run(fullName: repository.repository, path: path, ref: ref, json: json.request,
                                             completion: finish)
        }
    }
}
