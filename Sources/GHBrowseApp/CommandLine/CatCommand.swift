import ArgumentParser

/// `ghbrowse cat OWNER/REPO PATH [--ref REF]`: one file.
struct CatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cat",
        abstract: "Print one file of a repository.",
        discussion: """
            Piped, prints the file's exact bytes (binary files included). On a terminal, prints it with line numbers, \
            highlighted (see --color; 24-bit colour when COLORTERM is truecolor or 24bit, else 256 colours), through \
            the pager when longer than the screen; a binary file is not printed there.
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("The file's path in the repository.", valueName: "path"))
    var path: String

    @Option(help: ArgumentHelp("A branch, tag or commit SHA (default: the default branch).", valueName: "ref"))
    var ref: String?

    @OptionGroup var cache: CacheOptions
    @OptionGroup var color: ColorOption
    @OptionGroup var pager: PagerOption

    func run() throws {
        try CommandLineRun.perform(cache: cache, color: color.color, paged: !pager.noPager) { run, finish in
            run.catRunner(cache: cache).run(fullName: repository.repository, path: path, ref: ref, completion: finish)
        }
    }
}
