import ArgumentParser

/// `ghbrowse download OWNER/REPO TAG [--pattern GLOB] [--dir D] [--clobber]`: a release's assets.
struct DownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download",
        abstract: "Save a release's assets.",
        discussion: """
            Saves every asset of the release tagged TAG (those matching --pattern) into --dir, each under its own \
            name made safe (its last path component, control characters removed: an asset named ../../.bashrc is \
            saved as .bashrc; a name with nothing left is refused). Each is streamed to a temporary name in the \
            directory and renamed when complete; an existing file is left alone unless --clobber is given. On a \
            terminal, standard error shows each asset's progress. Prints the path of each saved file.
            """)

    @OptionGroup var repository: RepositoryArgument

    @Argument(help: ArgumentHelp("The release's tag.", valueName: "tag"))
    var tag: String

    @Option(name: [.short, .long], help: ArgumentHelp("Only the assets whose name matches this glob (*, ?, [...]).",
                                                      valueName: "glob"))
    var pattern: String?

    @Option(name: [.short, .long], help: ArgumentHelp("The directory to save into (default: the current one).",
                                                      valueName: "dir"))
    var dir = "."

    @Flag(help: "Replace files that exist already.")
    var clobber = false

    func run() throws {
        try CommandLineRun.perform(noCache: false, maximumAge: nil, color: .auto) { run, finish in
            run.downloadRunner().run(fullName: repository.repository, tag: tag, pattern: pattern, directory: dir,
                                     overwrite: clobber, completion: finish)
        }
    }
}
