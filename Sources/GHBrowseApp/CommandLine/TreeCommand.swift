import ArgumentParser

/// `ghbrowse tree OWNER/REPO [PATH] [--ref REF] [--json]`: the files of a repository.
struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "List a repository's files.",
        discussion: """
            Piped, prints one tab-separated line per entry, in GitHub's order: type (blob, tree or
            commit for a submodule), size in bytes (- for a directory), path. With PATH, only what
            is below it. --json prints GitHub's entries (path, mode, type, sha, size).
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("Only the entries below this directory.", valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @Flag(help: "Print a JSON array with GitHub's field names.")
    var json = false

    @OptionGroup var cache: CacheOptions

    func run() throws {
        try CommandLineRun.perform(cache: cache) { run, finish in
            run.treeRunner(cache: cache).run(fullName: repository.repository, path: path, ref: ref, json: json,
                                             completion: finish)
        }
    }
}
