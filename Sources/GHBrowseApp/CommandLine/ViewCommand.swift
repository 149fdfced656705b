import ArgumentParser

/// `ghbrowse view OWNER/REPO`: the detail screen's content as text or JSON.
struct ViewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "view",
        abstract: "Show one repository's details.")

    @Argument(help: ArgumentHelp("The repository.", valueName: "owner/repo"))
    var repository: String

    @Flag(help: "Print a JSON object with the GitHub CLI's field names.")
    var json = false

    @OptionGroup var cache: CacheOptions

    func validate() throws {
        let parts = repository.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else {
            throw ValidationError("Expected OWNER/REPO, got “\(repository)”.")
        }
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache) { run, finish in
            run.viewRunner().run(fullName: repository, json: json, completion: finish)
        }
    }
}
