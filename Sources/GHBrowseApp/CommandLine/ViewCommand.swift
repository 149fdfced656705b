import ArgumentParser
import Entities

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
        // GitHub's name rules, before anything is sent: `../user` would otherwise be `GET /user`.
        if let problem = RepositoryNameRules.problem(with: repository) {
            throw ValidationError("“\(repository)” is not OWNER/REPO: \(problem).")
        }
    }

    func run() throws {
        try CommandLineRun.perform(cache: cache) { run, finish in
            run.viewRunner().run(fullName: repository, json: json, completion: finish)
        }
    }
}
